// Our own files: MP4 plays directly; an HLS playlist (.m3u8) plays natively where the browser can (Safari, Chromium
// since its built-in HLS), otherwise through hls.js, which is downloaded only for such a video (a separate file,
// never part of /feed; asked for as the player first renders). hls.js starts at a rendition that fits the player (capLevelToPlayerSize) and the viewer
// may pick a quality; a browser playing HLS natively chooses by itself (no quality menu there). The server draws the
// <video> with its poster, so the player is on screen before the scripts run.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/button';
import { HLS_LIGHT_URL, isHlsSource, loadHls, needsHlsJs, playsHlsNatively } from '../lib/hls-source';
import type { ProgressReporter } from '../lib/use-watch-progress';

/** The browser's abilities do not change while the page is open. */
const noChanges = () => () => undefined;

export function FileVideo({
  src,
  poster,
  title,
  progress,
  onMedia,
  onStarted,
  remote,
}: {
  src: string;
  poster: string;
  title: string;
  /** Told the time, play, pause and the end (the signed-in video page saves watch progress). */
  progress?: ProgressReporter | undefined;
  /** Given the <video> element (hls.js attached to it for a playlist) and null when it goes: a host drives it. */
  onMedia?: ((element: HTMLVideoElement | null) => void) | undefined;
  /** Told when the first frame is on screen after play (or playing failed): the video page holds back its other
   * requests and sections till then, so they do not compete with the first frame (use-player-first.ts). */
  onStarted?: (() => void) | undefined;
  /** A host that drives playback itself (the TV remote): no native controls, starts at once, its classes added. */
  remote?: { className: string } | undefined;
}) {
  const { t } = useTranslation('video');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const hls = isHlsSource(src);
  // A playlist the browser plays itself goes straight into the element's src, so the browser asks for it as the
  // <video> is created rather than after React's effects have run (later on the first load of the page;
  // decision 022-p). Only hls.js needs attaching in an effect.
  // The server cannot know the browser: it draws the element without the playlist, and the browser adds it as soon as
  // the page is hydrated where it plays HLS itself (a drawn src a browser could not play would fail before hls.js came).
  const native = useSyncExternalStore(noChanges, playsHlsNatively, () => false);
  const viaHlsJs = hls && !native;
  /** Rendition heights hls.js found, tallest last; empty with native HLS or a plain file. */
  const [levels, setLevels] = useState<number[]>([]);
  const [level, setLevel] = useState(-1);
  const player = useRef<{ currentLevel: number } | null>(null);
  const mediaHost = useRef(onMedia);
  mediaHost.current = onMedia;
  const started = useRef(onStarted);
  started.current = onStarted;
  // The element's events.
  const on = {
    error: () => setFailed(true),
    timeUpdate: (element: HTMLVideoElement) => progress?.time(element.currentTime, element.duration),
    playing: (element: HTMLVideoElement) => {
      progress?.playing(true);
      // Once the first frame is on screen, not before: what the host starts then must not delay that frame.
      if ('requestVideoFrameCallback' in element)
        element.requestVideoFrameCallback(() => started.current?.());
      else started.current?.();
    },
    pause: () => progress?.playing(false),
    ended: () => progress?.ended(),
  };
  const handlers = useRef(on);
  handlers.current = on;
  useEffect(() => {
    if (failed) started.current?.();
  }, [failed]);

  // The element asks for its file as it is created, in a render React may take several slices to commit (the first
  // page is rendered as a transition). A missing file answers within milliseconds on a fast link, and an error met
  // before the commit reaches no handler: the element is asked once it is on the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt is a new <video>.
  useEffect(() => {
    if (video.current?.error) setFailed(true);
  }, [attempt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt or a failure mounts or drops the <video>.
  useEffect(() => {
    const element = video.current;
    mediaHost.current?.(element);
    return () => mediaHost.current?.(null);
  }, [attempt, failed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt remounts the <video> and must attach again.
  useEffect(() => {
    const element = video.current;
    if (!element || !viaHlsJs || failed) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadHls()
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          setFailed(true);
          return;
        }
        const instance = new Hls({ enableWorker: true, capLevelToPlayerSize: true, startLevel: -1 });
        player.current = instance;
        destroy = () => {
          player.current = null;
          instance.destroy();
        };
        instance.on(Hls.Events.MANIFEST_PARSED, (_event, data) => {
          setLevels(data.levels.map((l) => l.height));
        });
        instance.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        instance.loadSource(src);
        instance.attachMedia(element);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src, viaHlsJs, attempt, failed]);

  if (failed) {
    return (
      <div
        role="alert"
        className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center text-white"
      >
        <p className="text-lg font-semibold">{t('player.errorPlaying')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('player.tryAgain')}
        </Button>
      </div>
    );
  }
  const choose = (value: number) => {
    setLevel(value);
    if (player.current) player.current.currentLevel = value;
  };
  return (
    <div className="relative size-full">
      {/* Where hls.js will be needed, its file starts downloading (and compiling, off the main thread) as the page
          hydrates, rather than once the effect above runs; React puts the link in the document's head. */}
      {needsHlsJs(src) ? <link rel="modulepreload" href={HLS_LIGHT_URL} /> : null}
      {levels.length > 1 ? (
        <label className="absolute end-2 top-2 z-10 flex items-center gap-2 rounded-lg bg-black/70 px-2 py-1 text-sm text-white">
          <span>{t('player.quality')}</span>
          <select
            value={level}
            onChange={(event) => choose(Number(event.target.value))}
            className="rounded bg-stone-900 px-1 py-0.5 text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            <option value={-1}>{t('player.qualityAuto')}</option>
            {levels.map((height, index) => (
              <option key={height} value={index}>
                {t('player.qualityHeight', { height })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: uploads have no caption track yet; creators cannot supply one so far. */}
      <video
        ref={video}
        key={attempt}
        aria-label={title}
        translate="no"
        dir="auto"
        className={
          remote
            ? `size-full bg-black object-contain ${remote.className}`
            : 'size-full bg-black object-contain'
        }
        src={viaHlsJs ? undefined : src}
        poster={poster}
        controls={!remote}
        autoPlay={Boolean(remote)}
        tabIndex={remote ? -1 : undefined}
        playsInline
        preload={remote ? 'auto' : 'metadata'}
        onError={on.error}
        onTimeUpdate={(event) => on.timeUpdate(event.currentTarget)}
        onPlaying={(event) => on.playing(event.currentTarget)}
        onPause={on.pause}
        onEnded={on.ended}
      />
    </div>
  );
}
