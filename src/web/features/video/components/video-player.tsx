// Plays a video from whichever source it came from: privacy-mode YouTube, our own file (MP4 or HLS), or the
// Instagram and TikTok embeds; every broken source says so in the player instead of showing a blank box.
import { PORTRAIT_SOURCE_TYPES } from '../../../../shared/domain';
import type { ContentDetail } from '../../../../shared/feed.schema';
import { parseYouTubeVideoId, youTubeEmbedUrl } from '../../../../shared/youtube-url';
import { FileVideo } from './file-video';
import { SocialEmbed, type SocialEmbedSource } from './social-embed';

type PlayerSource =
  | { kind: 'iframe'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'embed'; source: SocialEmbedSource }
  | { kind: 'problem'; message: string };

const NO_SOURCE = 'No video source available';

function instagramPermalink(path: 'p' | 'reel', id: string): string {
  return `https://www.instagram.com/${path}/${encodeURIComponent(id.trim())}/`;
}

export function playerSource(video: ContentDetail): PlayerSource {
  switch (video.sourceType) {
    case 'youtube': {
      if (!video.youtubeUrl) return { kind: 'problem', message: NO_SOURCE };
      const id = parseYouTubeVideoId(video.youtubeUrl);
      return id
        ? { kind: 'iframe', src: youTubeEmbedUrl(id) }
        : { kind: 'problem', message: 'Invalid YouTube URL' };
    }
    case 'upload':
      return video.videoUrl ? { kind: 'file', src: video.videoUrl } : { kind: 'problem', message: NO_SOURCE };
    case 'instagram':
      // Stories expire on Instagram; the post permalink of the story id is what the embed script can show.
      return video.instagramStoryId
        ? {
            kind: 'embed',
            source: { kind: 'instagram', permalink: instagramPermalink('p', video.instagramStoryId) },
          }
        : { kind: 'problem', message: NO_SOURCE };
    case 'instagram_reel':
      return video.instagramReelId
        ? {
            kind: 'embed',
            source: { kind: 'instagram', permalink: instagramPermalink('reel', video.instagramReelId) },
          }
        : { kind: 'problem', message: NO_SOURCE };
    case 'tiktok':
      return video.tiktokVideoId
        ? {
            kind: 'embed',
            source: { kind: 'tiktok', videoId: video.tiktokVideoId.trim(), username: video.tiktokUsername },
          }
        : { kind: 'problem', message: NO_SOURCE };
    default:
      return { kind: 'problem', message: NO_SOURCE };
  }
}

/** Child mode keeps the child inside: no related videos from other channels, and a sandbox without pop-ups or
 * top-level navigation, so the embed's "Watch on YouTube" links cannot leave the app. */
const CHILD_EMBED_PARAMS = 'rel=0&modestbranding=1&iv_load_policy=3&playsinline=1';
const CHILD_EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

export function VideoPlayer({ video, childMode = false }: { video: ContentDetail; childMode?: boolean }) {
  const portrait = PORTRAIT_SOURCE_TYPES.includes(video.sourceType);
  const source = playerSource(video);
  return (
    <div
      className={`relative mx-auto overflow-hidden rounded-3xl bg-stone-950 shadow-lg ${
        portrait ? 'aspect-[9/16] w-[min(100%,calc(70dvh*9/16),360px)]' : 'aspect-video w-full'
      }`}
    >
      {source.kind === 'iframe' ? (
        <iframe
          title={video.title}
          src={
            childMode
              ? `${source.src}${source.src.includes('?') ? '&' : '?'}${CHILD_EMBED_PARAMS}`
              : source.src
          }
          {...(childMode ? { sandbox: CHILD_EMBED_SANDBOX } : {})}
          className="absolute inset-0 size-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : source.kind === 'file' ? (
        <FileVideo src={source.src} poster={video.thumbnailUrl} title={video.title} />
      ) : source.kind === 'embed' ? (
        <SocialEmbed source={source.source} />
      ) : (
        <div
          role="alert"
          className="flex size-full items-center justify-center p-6 text-center text-lg font-semibold text-white"
        >
          <p>{source.message}</p>
        </div>
      )}
    </div>
  );
}
