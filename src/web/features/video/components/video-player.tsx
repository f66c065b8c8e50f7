// Plays a video from whichever source it came from: privacy-mode YouTube, our own file, Instagram or TikTok embeds.
import { useState } from 'react';
import { PORTRAIT_SOURCE_TYPES } from '../../../../shared/domain';
import type { ContentDetail } from '../../../../shared/feed.schema';
import { parseYouTubeVideoId, youTubeEmbedUrl } from '../../../../shared/youtube-url';
import { Button } from '../../../components/button';

type PlayerSource =
  | { kind: 'iframe'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'problem'; message: string };

const NO_SOURCE = 'No video source available';

function embedPath(value: string): string {
  return encodeURIComponent(value.trim());
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
      // Instagram has no official embed for stories; the post embed of the story id is the closest that works.
      return video.instagramStoryId
        ? { kind: 'iframe', src: `https://www.instagram.com/p/${embedPath(video.instagramStoryId)}/embed` }
        : { kind: 'problem', message: NO_SOURCE };
    case 'instagram_reel':
      return video.instagramReelId
        ? { kind: 'iframe', src: `https://www.instagram.com/reel/${embedPath(video.instagramReelId)}/embed` }
        : { kind: 'problem', message: NO_SOURCE };
    case 'tiktok':
      return video.tiktokVideoId
        ? { kind: 'iframe', src: `https://www.tiktok.com/embed/v2/${embedPath(video.tiktokVideoId)}` }
        : { kind: 'problem', message: NO_SOURCE };
    default:
      return { kind: 'problem', message: NO_SOURCE };
  }
}

function FileVideo({ src, poster }: { src: string; poster: string }) {
  const [failed, setFailed] = useState(false);
  // Remounting the <video> with a new key is the simplest way to make the browser try the file again.
  const [attempt, setAttempt] = useState(0);
  if (failed) {
    return (
      <div
        role="alert"
        className="flex size-full flex-col items-center justify-center gap-4 p-6 text-center text-white"
      >
        <p className="text-lg font-semibold">Error playing video</p>
        <Button
          variant="secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try Again
        </Button>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploads have no caption track yet; creators cannot supply one so far.
    <video
      key={attempt}
      className="size-full bg-black object-contain"
      src={src}
      poster={poster}
      controls
      playsInline
      preload="metadata"
      onError={() => setFailed(true)}
    />
  );
}

export function VideoPlayer({ video }: { video: ContentDetail }) {
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
          src={source.src}
          className="absolute inset-0 size-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : source.kind === 'file' ? (
        <FileVideo src={source.src} poster={video.thumbnailUrl} />
      ) : (
        <div className="flex size-full items-center justify-center p-6 text-center text-lg font-semibold text-white">
          <p>{source.message}</p>
        </div>
      )}
    </div>
  );
}
