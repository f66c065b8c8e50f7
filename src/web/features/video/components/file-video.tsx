// Our own files: MP4 plays directly; an HLS playlist (.m3u8) plays natively where the browser can (Safari, Chromium
// since its built-in HLS), otherwise through hls.js, which is downloaded only for such a video (a separate file,
// never part of /feed; asked for as the player first renders). hls.js starts at a rendition that fits the player (capLevelToPlayerSize) and the viewer
// may pick a quality; a browser playing HLS natively chooses by itself (no quality menu there). The server draws the
// <video> with its poster and its playlist as a typed <source>, so the player is on screen, and a browser that plays
// HLS itself is fetching the playlist, before the scripts run. An item with a vocals-only soundtrack (decision 034-s)
// plays through hls.js's full build wherever it can, which starts on the mix the server chose for the viewer and lets
// a parent or visitor switch mixes (a small labelled menu); Safari's own player switches through the element's
// audioTracks. A child who may not hear instruments is given only the vocals-only mix by the server: no menu.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_TRACK_NAMES, type AudioMix } from '#shared/soundtracks';
import { Button } from '#web/components/button';
import {
  HLS_FULL_URL,
  HLS_LIGHT_URL,
  HLS_TYPE,
  isHlsSource,
  loadHls,
  needsHlsJs,
  playsHlsNatively,
} from '../lib/hls-source';
import type { ProgressReporter } from '../lib/use-watch-progress';

/** The mix an audio rendition is, by its NAME in the master playlist. */
function mixNamed(name: string | undefined): AudioMix {
  return name === AUDIO_TRACK_NAMES.vocals ? 'vocals' : 'main';
}

/** Safari's tracks of the element's own HLS (not in TypeScript's DOM types). */
type NativeAudioTracks = ArrayLike<{ label: string; enabled: boolean }> & EventTarget;
function nativeAudioTracks(element: HTMLVideoElement): NativeAudioTracks | undefined {
  return (element as unknown as { audioTracks?: NativeAudioTracks }).audioTracks;
}

export function FileVideo({
  src,
  poster,
  title,
  progress,
  onMedia,
  onStarted,
  remote,
  soundtrack,
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
  /** An item with a vocals-only soundtrack: the mix to start on (the server's choice), and whether a menu may switch. */
  soundtrack?: { start: AudioMix; switchable: boolean } | undefined;
}) {
  const { t } = useTranslation('video');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const hls = isHlsSource(src);
  // A playlist is the element's typed <source>, drawn by the server too: the media element's own source selection
  // takes it where the browser plays HLS itself and starts fetching while the HTML is parsed, and skips it (no
  // request) where it cannot, whose hls.js then sets the element's src (which outranks the <source>). Whether this
  // browser plays HLS is known only in the browser: it decides, in effects and events, whether hls.js is attached.
  /** Rendition heights hls.js found, tallest last; empty with native HLS or a plain file. */
  const [levels, setLevels] = useState<number[]>([]);
  const [level, setLevel] = useState(-1);
  const player = useRef<{ currentLevel: number; audioTrack: number } | null>(null);
  /** The mixes the playlist offers, in its order, and the one playing (null till known). */
  const [mixes, setMixes] = useState<AudioMix[]>([]);
  const [mix, setMix] = useState<AudioMix | null>(null);
  const startMix = useRef<AudioMix>(soundtrack?.start ?? 'main');
  startMix.current = soundtrack?.start ?? 'main';
  const alternateAudio = soundtrack !== undefined;
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
    // The browser's own HLS (no hls.js attached): its audio tracks, where it exposes them (Safari).
    loadedMetadata: (element: HTMLVideoElement) => {
      if (!alternateAudio || player.current) return;
      const tracks = nativeAudioTracks(element);
      if (!tracks || tracks.length === 0) return;
      const offered = Array.from(tracks, (track) => mixNamed(track.label));
      const wanted = Math.max(0, offered.indexOf(startMix.current));
      Array.from(tracks).forEach((track, index) => {
        track.enabled = index === wanted;
      });
      setMixes(offered);
      setMix(offered[wanted] ?? null);
    },
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
    const element = video.current;
    if (element?.error) setFailed(true);
    // A playlist's <source> that failed before React listened (the server's <video>, tried while the HTML was
    // parsed) left the element without a source: it is asked again, and this time its error event is heard.
    else if (
      element &&
      hls &&
      playsHlsNatively() &&
      element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE
    )
      element.load();
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
    if (!element || !hls || failed) return;
    // Where the browser plays HLS itself it does so, unless the item has two mixes to choose from.
    if (playsHlsNatively() && !alternateAudio) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadHls({ audioTracks: alternateAudio })
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          // The browser's own player then (Safari on older iPhones), or nothing plays here.
          if (!playsHlsNatively()) setFailed(true);
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
        instance.on(Hls.Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
          const offered = data.audioTracks.map((track) => mixNamed(track.name));
          setMixes(offered);
          const wanted = offered.indexOf(startMix.current);
          if (wanted >= 0 && instance.audioTrack !== wanted) instance.audioTrack = wanted;
          else if (instance.audioTrack >= 0) setMix(offered[instance.audioTrack] ?? null);
        });
        // hls.js says which track it takes as it starts loading it (SWITCHING; also for the first one, whose
        // SWITCHED may never come) and again once it plays (SWITCHED).
        const followTrack = (_event: unknown, data: { id: number }) =>
          setMix(mixNamed(instance.audioTracks[data.id]?.name));
        instance.on(Hls.Events.AUDIO_TRACK_SWITCHING, followTrack);
        instance.on(Hls.Events.AUDIO_TRACK_SWITCHED, followTrack);
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
  }, [src, attempt, failed, alternateAudio]);

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
  const chooseMix = (value: AudioMix) => {
    const index = mixes.indexOf(value);
    if (index < 0) return;
    if (player.current) {
      player.current.audioTrack = index;
      return;
    }
    const tracks = video.current ? nativeAudioTracks(video.current) : undefined;
    if (!tracks) return;
    Array.from(tracks).forEach((track, i) => {
      track.enabled = i === index;
    });
    setMix(value);
  };
  const mixMenu = soundtrack?.switchable === true && mixes.length > 1;
  return (
    // data-soundtrack: the mix playing, as the player knows it (the browser test reads it).
    <div className="relative size-full" data-soundtrack={mix ?? undefined}>
      {/* Where hls.js will be needed, its file starts downloading (and compiling, off the main thread) as the page
          hydrates, rather than once the effect above runs; React puts the link in the document's head. */}
      {alternateAudio && isHlsSource(src) && typeof document !== 'undefined' ? (
        <link rel="modulepreload" href={HLS_FULL_URL} />
      ) : needsHlsJs(src) ? (
        <link rel="modulepreload" href={HLS_LIGHT_URL} />
      ) : null}
      {/* The poster is what the page shows largest until the video plays: asked for first, from the head, rather
          than once the <video> is parsed below the page's other images. */}
      {poster ? <link rel="preload" as="image" href={poster} fetchPriority="high" /> : null}
      {mixMenu || levels.length > 1 ? (
        <div className="absolute end-2 top-2 z-10 flex flex-col items-end gap-1">
          {mixMenu ? (
            <label className="flex items-center gap-2 rounded-lg bg-black/70 px-2 py-1 text-sm text-white">
              <span>{t('player.soundtrack')}</span>
              <select
                value={mix ?? ''}
                onChange={(event) => chooseMix(event.target.value as AudioMix)}
                className="rounded bg-stone-900 px-1 py-0.5 text-white focus-visible:outline-2 focus-visible:outline-white"
              >
                {mixes.map((value) => (
                  <option key={value} value={value}>
                    {t(value === 'vocals' ? 'player.soundtrackVocals' : 'player.soundtrackMain')}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {levels.length > 1 ? (
            <label className="flex items-center gap-2 rounded-lg bg-black/70 px-2 py-1 text-sm text-white">
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
        </div>
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
        src={hls ? undefined : src}
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
        onLoadedMetadata={(event) => on.loadedMetadata(event.currentTarget)}
      >
        {hls ? (
          <source
            src={src}
            type={HLS_TYPE}
            // Where hls.js plays the video the browser skips this source with an error event: not a failure. React
            // would pass the event on to the <video>'s own handler, which is for the element's src.
            onError={(event) => {
              event.stopPropagation();
              if (playsHlsNatively()) on.error();
            }}
          />
        ) : null}
      </video>
    </div>
  );
}
