// Plays a video from whichever source it came from: privacy-mode YouTube, our own file (MP4 or HLS), or the
// Instagram and TikTok embeds; every broken source says so in the player instead of showing a blank box.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTRAIT_SOURCE_TYPES } from '#shared/domain';
import type { ContentDetail } from '#shared/feed.schema';
import { parseYouTubeVideoId, youTubeEmbedUrl } from '#shared/youtube-url';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { useDrawnImageUrl } from '#web/lib/i18n/drawn-image-url';
import { youtubeListen, youtubeReport } from '#web/lib/youtube-player';
import type { ProgressReporter } from '../lib/use-watch-progress';
import { FileVideo } from './file-video';
import { SocialEmbed, type SocialEmbedSource } from './social-embed';

type PlayerSource =
  | { kind: 'iframe'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'embed'; source: SocialEmbedSource }
  | { kind: 'problem'; problem: PlayerProblem };

/** Why nothing can play, said in the player (keys of the video namespace's `player`). */
type PlayerProblem = 'noSource' | 'invalidYouTubeUrl';

const NO_SOURCE = { kind: 'problem', problem: 'noSource' } as const;

function instagramPermalink(path: 'p' | 'reel', id: string): string {
  return `https://www.instagram.com/${path}/${encodeURIComponent(id.trim())}/`;
}

/** Child mode keeps the child inside: no related videos from other channels, and a sandbox without pop-ups or
 * top-level navigation, so the embeds' "Watch on YouTube" / "View on Instagram" / TikTok links cannot leave the app. */
const CHILD_YOUTUBE_PARAMS = 'rel=0&modestbranding=1&iv_load_policy=3&playsinline=1';
/** TikTok's embed player without related videos, music credits or the caption (all links out to TikTok). */
const CHILD_TIKTOK_PARAMS = 'rel=0&music_info=0&description=0';
const CHILD_EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/**
 * In child mode Instagram and TikTok play in their official iframe players, sandboxed like YouTube, instead of
 * through the embed scripts, which put links out to the networks into our own page.
 */
function childSocialIframe(source: SocialEmbedSource): string {
  if (source.kind === 'instagram') return `${source.permalink}embed/`;
  return `https://www.tiktok.com/player/v1/${encodeURIComponent(source.videoId)}?${CHILD_TIKTOK_PARAMS}`;
}

export function playerSource(video: ContentDetail, options: { childMode?: boolean } = {}): PlayerSource {
  const source = publicPlayerSource(video, options);
  if (options.childMode && source.kind === 'embed')
    return { kind: 'iframe', src: childSocialIframe(source.source) };
  return source;
}

function publicPlayerSource(video: ContentDetail, options: { childMode?: boolean }): PlayerSource {
  switch (video.sourceType) {
    case 'youtube': {
      if (!video.youtubeUrl) return NO_SOURCE;
      const id = parseYouTubeVideoId(video.youtubeUrl);
      if (!id) return { kind: 'problem', problem: 'invalidYouTubeUrl' };
      const src = youTubeEmbedUrl(id);
      return {
        kind: 'iframe',
        src: options.childMode ? `${src}${src.includes('?') ? '&' : '?'}${CHILD_YOUTUBE_PARAMS}` : src,
      };
    }
    case 'upload':
      return video.videoUrl ? { kind: 'file', src: video.videoUrl } : NO_SOURCE;
    case 'instagram':
      // Stories expire on Instagram; the post permalink of the story id is what the embed script can show.
      return video.instagramStoryId
        ? {
            kind: 'embed',
            source: { kind: 'instagram', permalink: instagramPermalink('p', video.instagramStoryId) },
          }
        : NO_SOURCE;
    case 'instagram_reel':
      return video.instagramReelId
        ? {
            kind: 'embed',
            source: { kind: 'instagram', permalink: instagramPermalink('reel', video.instagramReelId) },
          }
        : NO_SOURCE;
    case 'tiktok':
      return video.tiktokVideoId
        ? {
            kind: 'embed',
            source: { kind: 'tiktok', videoId: video.tiktokVideoId.trim(), username: video.tiktokUsername },
          }
        : NO_SOURCE;
    default:
      return NO_SOURCE;
  }
}

/**
 * The YouTube player before it is wanted: the thumbnail and a Play button. Nothing is requested from YouTube until
 * the viewer presses Play (privacy, and a page that is ready long before the embed's own scripts would be).
 */
function YouTubeFacade({
  title,
  thumbnailUrl,
  onPlay,
}: {
  title: string;
  thumbnailUrl: string;
  onPlay: () => void;
}) {
  const { t } = useTranslation('video');
  return (
    <button
      type="button"
      onClick={onPlay}
      className="group absolute inset-0 flex size-full items-center justify-center focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-amber-400"
    >
      <img
        src={thumbnailUrl}
        alt=""
        width={640}
        height={360}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover"
      />
      <span className="relative flex size-18 items-center justify-center rounded-full bg-stone-950/75 text-white shadow-lg transition-transform group-hover:scale-110">
        <svg viewBox="0 0 24 24" className="ms-1 size-9" fill="currentColor" aria-hidden="true">
          <path d="M8 5.5v13l11-6.5z" />
        </svg>
      </span>
      <span className="sr-only">{t('player.play', { title })}</span>
    </button>
  );
}

/**
 * A demo example in place of a player: the demo catalog's links to YouTube, Instagram and TikTok stand for videos
 * that do not exist, so nothing is embedded or requested from those sites; the notice says so plainly.
 */
function ExampleNotice({ video }: { video: ContentDetail }) {
  const { t } = useTranslation('video');
  const labels = useDomainLabels();
  const imageUrl = useDrawnImageUrl();
  return (
    <div className="absolute inset-0 flex items-center justify-center">
      <img
        src={imageUrl(video.thumbnailUrl)}
        alt=""
        className="absolute inset-0 size-full object-cover opacity-40"
      />
      <div
        dir="auto"
        className="relative m-3 max-w-md rounded-2xl bg-white/95 px-4 py-3 text-center text-stone-900 shadow-lg sm:p-5"
      >
        <p className="text-sm font-bold tracking-wide text-amber-800 uppercase">
          {t('player.example.badge')}
        </p>
        <p className="mt-1 text-sm leading-snug font-semibold sm:mt-2 sm:text-base">
          {t('player.example.body', { network: labels.sourceType(video.sourceType) })}
        </p>
      </div>
    </div>
  );
}

/** The page's address does not change while the player is on it. */
const noChanges = () => () => undefined;

/** YouTube's player states in its reports. */
const YT_ENDED = 0;
const YT_PLAYING = 1;
const YT_PAUSED = 2;

/** Follows a YouTube embed's reports (time, play, pause, end) for a progress reporter. */
function useYouTubeProgress(
  frame: React.RefObject<HTMLIFrameElement | null>,
  progress: ProgressReporter | undefined,
) {
  useEffect(() => {
    if (!progress) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const report = youtubeReport(event);
      if (!report) return;
      if (report.currentTime !== undefined || report.duration !== undefined)
        progress.time(report.currentTime ?? Number.NaN, report.duration ?? Number.NaN);
      if (report.playerState === YT_PLAYING) progress.playing(true);
      else if (report.playerState === YT_PAUSED) progress.playing(false);
      else if (report.playerState === YT_ENDED) progress.ended();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, progress]);
}

export function VideoPlayer({
  video,
  childMode = false,
  deferEmbed = false,
  progress,
  onStarted,
}: {
  video: ContentDetail;
  childMode?: boolean;
  /** Show a Play facade first; the YouTube embed loads (and autoplays) when pressed. */
  deferEmbed?: boolean;
  /** Told the time, play, pause and the end of our files and the YouTube embed (watch progress: signed in, or the
   * child's library in child mode). */
  progress?: ProgressReporter | undefined;
  /** Our own file only: told when its first frame is on screen or playing failed (FileVideo). */
  onStarted?: (() => void) | undefined;
}) {
  const { t } = useTranslation('video');
  const portrait = PORTRAIT_SOURCE_TYPES.includes(video.sourceType);
  const source = playerSource(video, { childMode });
  const imageUrl = useDrawnImageUrl();
  const [playing, setPlaying] = useState(!deferEmbed);
  const frame = useRef<HTMLIFrameElement>(null);
  // Only YouTube's embed reports its time (through its iframe API); the Instagram and TikTok players do not. In child
  // mode too (the child's library): the reports come only from this frame on youtube-nocookie.com.
  const youTubeProgress = video.sourceType === 'youtube' ? progress : undefined;
  useYouTubeProgress(frame, youTubeProgress);
  // The page's origin is the browser's to know: the server draws the embed without it, hydration then adds it.
  const origin = useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => '',
  );
  const iframeSrc = (src: string) => {
    const params = new URLSearchParams(deferEmbed ? { autoplay: '1' } : {});
    // The iframe API reports the time only to a page that names its origin.
    if (youTubeProgress && origin) {
      params.set('enablejsapi', '1');
      params.set('origin', origin);
    }
    const query = params.toString();
    return query ? `${src}${src.includes('?') ? '&' : '?'}${query}` : src;
  };
  return (
    // Players stay left to right in Arabic and Urdu too: their controls, timelines and the play icon are not mirrored.
    <div
      dir="ltr"
      className={`relative mx-auto overflow-hidden rounded-3xl bg-stone-950 shadow-lg ${
        portrait ? 'aspect-[9/16] w-[min(100%,calc(70dvh*9/16),360px)]' : 'aspect-video w-full'
      }`}
    >
      {video.example && video.sourceType !== 'upload' ? (
        <ExampleNotice video={video} />
      ) : source.kind === 'iframe' && !playing ? (
        <YouTubeFacade
          title={video.title}
          thumbnailUrl={imageUrl(video.thumbnailUrl)}
          onPlay={() => setPlaying(true)}
        />
      ) : source.kind === 'iframe' ? (
        <iframe
          title={video.title}
          translate="no"
          dir="auto"
          ref={frame}
          src={iframeSrc(source.src)}
          {...(youTubeProgress ? { onLoad: () => youtubeListen(frame.current) } : {})}
          {...(childMode ? { sandbox: CHILD_EMBED_SANDBOX } : {})}
          className="absolute inset-0 size-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : source.kind === 'file' ? (
        <FileVideo
          src={source.src}
          poster={imageUrl(video.thumbnailUrl)}
          title={video.title}
          progress={progress}
          onStarted={onStarted}
          soundtrack={video.soundtrack ? { start: video.soundtrack, switchable: !childMode } : undefined}
        />
      ) : source.kind === 'embed' ? (
        <SocialEmbed source={source.source} />
      ) : (
        <div
          role="alert"
          className="flex size-full items-center justify-center p-6 text-center text-lg font-semibold text-white"
        >
          <p dir="auto">{t(`player.${source.problem}`)}</p>
        </div>
      )}
    </div>
  );
}
