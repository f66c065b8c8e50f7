// The TV player, full screen. OK/Enter toggles play, left/right seek 10 s, up/down show the controls (then the
// arrows move between them and OK presses one); 'Add to watch later'; after the end the next video, started by
// itself when 'autoplay next' is on. YouTube plays in the privacy-mode embed (driven through its iframe API), our
// uploads (plain files and HLS playlists alike) in FileVideo's <video>, driven through the element it hands over;
// progress is saved every 10 s and at pause and end (signed in). The child's TV player is the same player with the
// child's source (tv-child-pages).
import { pause, resume, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ContentDetail } from '#shared/feed.schema';
import type { SaveProgress } from '#shared/library.schema';
import { parseYouTubeVideoId, youTubeEmbedUrl } from '#shared/youtube-url';
import { LoadingState } from '#web/components/spinner';
import { FileVideo, type ProgressReporter, VideoPlayer } from '#web/features/video';
import { errorMessage } from '#web/lib/api-client';
import { useDrawnImageUrl } from '#web/lib/i18n/drawn-image-url';
import { useMe } from '#web/lib/session';
import { youtubeCommand, youtubeListen, youtubeReport, youtubeTvSrc } from '#web/lib/youtube-player';
import { getNext, saveProgress, useLibrary, useTvContent, useWatchLaterToggle } from '../api/tv-api';
import { TvFocusable } from '../components/tv-focusable';
import { TvScreenFrame } from '../components/tv-screen';
import { TvSection } from '../components/tv-section';
import { useTvPrefs } from '../lib/device-prefs';

const SEEK_SECONDS = 10;
/** The child's embed: scripts run (the remote drives it), no pop-ups or top-level navigation out of the app. */
const CHILD_EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';
const SAVE_EVERY_MS = 10_000;
const CONTROLS_FOR_MS = 5_000;
const UP_NEXT_SECONDS = 8;

type Kind = 'youtube' | 'file' | 'other';

function kindOf(video: ContentDetail): Kind {
  if (video.sourceType === 'youtube' && video.youtubeUrl && parseYouTubeVideoId(video.youtubeUrl))
    return 'youtube';
  // Ours, a plain file or an HLS playlist: the same <video> element either way (FileVideo attaches hls.js to it).
  if (video.sourceType === 'upload' && video.videoUrl) return 'file';
  return 'other';
}

const CAPTION_CLASS = { small: '[&::cue]:text-2xl', medium: '[&::cue]:text-4xl', large: '[&::cue]:text-6xl' };

function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Whose player it is: the family's (the catalogue, the user's library) or the child's (the child's rules on every
 * call, the child's library, up-next from the child's feed only).
 */
export type TvPlayerSource = {
  watchPath: (id: string) => string;
  next: (id: string) => Promise<{ id: string | null }>;
  /** null when nothing is saved (signed out). */
  save: ((id: string, progress: SaveProgress) => void) | null;
  /** null when there is no watch-later list (signed out). */
  watchLater: { inList: boolean; toggle: (add: boolean) => void } | null;
  /** Child mode: embeds sandboxed (no pop-ups, no way out to YouTube), as on the ordinary child page. */
  childMode?: boolean;
  /**
   * Child mode: autoplay is the parent's, counted by the server on every device. `allowed`: the parent turned it on;
   * `start` asks the server to start the next video on its own (false: refused, the child chooses).
   */
  childAutoplay?: { allowed: boolean; start: (id: string) => Promise<boolean> };
};

function Player({ video, source }: { video: ContentDetail; source: TvPlayerSource }) {
  const { t } = useTranslation('tv');
  const navigate = useNavigate();
  const imageUrl = useDrawnImageUrl();
  const prefs = useTvPrefs();
  const kind = kindOf(video);
  const media = useRef<HTMLVideoElement | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [playing, setPlaying] = useState(true);
  const [controls, setControls] = useState(false);
  const [time, setTime] = useState({ position: 0, duration: 0 });
  const [ended, setEnded] = useState(false);
  const [nextId, setNextId] = useState<string | null | undefined>(undefined);
  const [countdown, setCountdown] = useState(UP_NEXT_SECONDS);
  // A child's autoplay the server refused (the parent's number reached): no countdown, the child chooses.
  const [autoplayRefused, setAutoplayRefused] = useState(false);
  const timeRef = useRef(time);
  timeRef.current = time;
  const { save: saveTo, next: nextOf, watchPath, watchLater } = source;
  const childAutoplay = useRef(source.childAutoplay);
  childAutoplay.current = source.childAutoplay;
  const autoplayOn = prefs.autoplayNext && (source.childAutoplay?.allowed ?? true) && !autoplayRefused;

  const save = useCallback(() => {
    const { position, duration } = timeRef.current;
    if (!saveTo || position <= 0) return;
    saveTo(video.id, { positionSeconds: Math.floor(position), durationSeconds: Math.floor(duration) });
  }, [saveTo, video.id]);

  const setPlay = useCallback(
    (next: boolean) => {
      setPlaying(next);
      if (kind === 'file') {
        if (next) void media.current?.play().catch(() => setPlaying(false));
        else media.current?.pause();
      } else if (kind === 'youtube') youtubeCommand(frame.current, next ? 'playVideo' : 'pauseVideo');
      if (!next) save();
    },
    [kind, save],
  );

  const seek = useCallback(
    (delta: number) => {
      const { position, duration } = timeRef.current;
      const target = Math.max(0, duration > 0 ? Math.min(duration, position + delta) : position + delta);
      if (kind === 'file' && media.current) media.current.currentTime = target;
      if (kind === 'youtube') youtubeCommand(frame.current, 'seekTo', [target, true]);
      setTime((current) => ({ ...current, position: target }));
    },
    [kind],
  );

  // Our <video> (FileVideo's, hls.js attached for a playlist) reports through the same reporter for every upload.
  const onMedia = useCallback((element: HTMLVideoElement | null) => {
    media.current = element;
  }, []);
  const reporter = useMemo<ProgressReporter>(
    () => ({
      time: (position, duration) => setTime({ position, duration: Number.isFinite(duration) ? duration : 0 }),
      playing: setPlaying,
      ended: () => setEnded(true),
    }),
    [],
  );

  const showControls = useCallback(() => {
    setControls(true);
  }, []);

  // Keys while the controls are hidden: the player's own. While shown, spatial navigation moves among them.
  useEffect(() => {
    if (controls || ended) {
      resume();
      return;
    }
    pause();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        setPlay(!playing);
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        // Seeking follows the timeline, which runs left to right in every language.
        seek(event.key === 'ArrowRight' ? SEEK_SECONDS : -SEEK_SECONDS);
      } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        showControls();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [controls, ended, playing, seek, setPlay, showControls]);

  useEffect(() => () => resume(), []);

  useEffect(() => {
    if (!controls) return;
    setFocus('player-toggle');
    const timer = window.setTimeout(() => setControls(false), CONTROLS_FOR_MS);
    const onKey = () => {
      window.clearTimeout(timer);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [controls]);

  // Progress: every 10 s while playing, and when leaving the player.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(save, SAVE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [playing, save]);
  useEffect(() => () => save(), [save]);

  // The YouTube embed's reports.
  useEffect(() => {
    if (kind !== 'youtube') return;
    const onMessage = (event: MessageEvent) => {
      const report = youtubeReport(event);
      if (!report) return;
      setTime((current) => ({
        position: report.currentTime ?? current.position,
        duration: report.duration ?? current.duration,
      }));
      if (report.playerState === 0) setEnded(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [kind]);

  // Up next, once the video has ended.
  useEffect(() => {
    if (!ended) return;
    save();
    let cancelled = false;
    nextOf(video.id)
      .then((next) => !cancelled && setNextId(next.id))
      .catch(() => !cancelled && setNextId(null));
    return () => {
      cancelled = true;
    };
  }, [ended, save, video.id, nextOf]);
  useEffect(() => {
    if (!nextId) return;
    setFocus('player-next');
    if (!autoplayOn) return;
    if (countdown <= 0) {
      const child = childAutoplay.current;
      if (!child) {
        navigate(watchPath(nextId), { replace: true });
        return;
      }
      let cancelled = false;
      void child.start(nextId).then((started) => {
        if (cancelled) return;
        if (started) navigate(watchPath(nextId), { replace: true, state: { autoplay: true } });
        else setAutoplayRefused(true);
      });
      return () => {
        cancelled = true;
      };
    }
    const timer = window.setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [nextId, countdown, autoplayOn, navigate, watchPath]);

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-black" data-tv-player>
      <div dir="ltr" className="relative aspect-video h-full max-w-full">
        {kind === 'youtube' ? (
          <iframe
            ref={frame}
            title={video.title}
            translate="no"
            src={youtubeTvSrc(
              youTubeEmbedUrl(parseYouTubeVideoId(video.youtubeUrl ?? '') ?? ''),
              window.location.origin,
            )}
            onLoad={() => youtubeListen(frame.current)}
            className="absolute inset-0 size-full border-0"
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            {...(source.childMode ? { sandbox: CHILD_EMBED_SANDBOX } : {})}
            tabIndex={-1}
          />
        ) : kind === 'file' ? (
          <FileVideo
            src={video.videoUrl ?? ''}
            poster={imageUrl(video.thumbnailUrl)}
            title={video.title}
            progress={reporter}
            onMedia={onMedia}
            remote={{ className: CAPTION_CLASS[prefs.captionSize] }}
            // The TV's remote has no menu for it: the server's playlist gives a child who may not hear
            // instruments the vocals-only mix alone, and the family starts on the main mix.
            soundtrack={video.soundtrack ? { start: video.soundtrack, switchable: false } : undefined}
          />
        ) : (
          <VideoPlayer video={video} childMode={source.childMode === true} />
        )}
      </div>
      <p className="sr-only" role="status" data-testid="tv-play-state">
        {playing ? t('player.playing') : t('player.paused')}
      </p>
      {!playing && !ended ? (
        <div className="pointer-events-none absolute inset-x-0 top-[8vh] text-center">
          <span className="rounded-full bg-black/75 px-8 py-3 text-3xl font-bold">
            {t('player.pausedHint')}
          </span>
        </div>
      ) : null}
      {controls && !ended ? (
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/95 to-transparent px-[5vw] pt-24 pb-[5vh]">
          <p dir="auto" className="mb-2 text-4xl font-extrabold">
            {video.title}
          </p>
          <p dir="ltr" className="mb-6 text-2xl text-teal-50 [unicode-bidi:isolate]">
            {formatClock(time.position)} / {formatClock(time.duration)}
          </p>
          <TvSection focusKey="player-controls" label={t('player.controls')} className="flex flex-wrap gap-6">
            <TvFocusable
              focusKey="player-toggle"
              onPress={() => setPlay(!playing)}
              className="rounded-full bg-white px-8 py-3 text-2xl font-bold text-teal-950"
            >
              {playing ? t('player.pause') : t('player.play')}
            </TvFocusable>
            <TvFocusable
              focusKey="player-back10"
              onPress={() => seek(-SEEK_SECONDS)}
              className="rounded-full bg-white/15 px-8 py-3 text-2xl font-bold"
            >
              {t('player.back10')}
            </TvFocusable>
            <TvFocusable
              focusKey="player-forward10"
              onPress={() => seek(SEEK_SECONDS)}
              className="rounded-full bg-white/15 px-8 py-3 text-2xl font-bold"
            >
              {t('player.forward10')}
            </TvFocusable>
            {watchLater ? (
              <TvFocusable
                focusKey="player-watch-later"
                pressed={watchLater.inList}
                onPress={() => watchLater.toggle(!watchLater.inList)}
                className="rounded-full bg-white/15 px-8 py-3 text-2xl font-bold"
              >
                {watchLater.inList ? t('player.removeWatchLater') : t('player.addWatchLater')}
              </TvFocusable>
            ) : null}
            <TvFocusable
              focusKey="player-hide"
              onPress={() => setControls(false)}
              className="rounded-full bg-white/15 px-8 py-3 text-2xl font-bold"
            >
              {t('player.hideControls')}
            </TvFocusable>
          </TvSection>
        </div>
      ) : null}
      {ended ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-8 bg-black/85 p-[5vw] text-center">
          <p className="text-4xl font-extrabold">{t('player.ended')}</p>
          {nextId ? (
            <>
              {autoplayOn ? (
                <p className="text-3xl text-teal-50">{t('player.upNextIn', { count: countdown })}</p>
              ) : null}
              <TvSection focusKey="player-up-next" className="flex gap-6">
                <TvFocusable
                  focusKey="player-next"
                  onPress={() => navigate(watchPath(nextId), { replace: true })}
                  className="rounded-full bg-amber-300 px-10 py-4 text-3xl font-extrabold text-teal-950"
                >
                  {t('player.playNext')}
                </TvFocusable>
                <TvFocusable
                  focusKey="player-leave"
                  onPress={() => navigate(-1)}
                  className="rounded-full bg-white/15 px-10 py-4 text-3xl font-bold"
                >
                  {t('player.backToList')}
                </TvFocusable>
              </TvSection>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The player screen: the video (the server decides whether it may be shown), or why not. */
export function TvPlayerScreen({
  content,
  source,
}: {
  content: UseQueryResult<ContentDetail>;
  source: TvPlayerSource;
}) {
  const { t } = useTranslation('tv');
  return (
    <TvScreenFrame
      screen="player"
      title={content.data?.title ?? t('player.title')}
      firstFocus=""
      ready={false}
    >
      {content.isPending ? (
        <LoadingState />
      ) : content.isError ? (
        <p role="alert" className="rounded-3xl bg-white/10 px-8 py-6 text-3xl">
          {errorMessage(content.error)}
        </p>
      ) : content.data ? (
        // A new id starts a new player (its own time, state and up-next).
        <Player key={content.data.id} video={content.data} source={source} />
      ) : null}
    </TvScreenFrame>
  );
}

const watchPath = (id: string) => `/tv/watch/${id}`;

export function TvPlayerPage() {
  const { id = '' } = useParams();
  const content = useTvContent(id);
  const me = useMe();
  const signedIn = Boolean(me.data);
  const library = useLibrary(signedIn);
  const watchLater = useWatchLaterToggle();
  const inList = library.data?.watchLater.some((item) => item.id === id) ?? false;
  const source: TvPlayerSource = {
    watchPath,
    next: getNext,
    save: signedIn ? saveProgress : null,
    watchLater: signedIn ? { inList, toggle: (add) => watchLater.mutate({ id, add }) } : null,
  };
  return <TvPlayerScreen content={content} source={source} />;
}
