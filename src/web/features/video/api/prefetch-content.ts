// Starts a video page's main request before the page renders: on a first visit to /video/:id the answer is on its
// way while the page's code and texts are still downloading (main.tsx). The page's useContent() then finds it.
import type { QueryClient } from '@tanstack/react-query';
import { isHlsSource, loadHls, playsHlsNatively } from '../lib/hls-source';
import { contentQueryOptions } from './get-content';

const VIDEO_PATH = /^\/video\/([^/]+)\/?$/;

export function prefetchContent(queryClient: QueryClient, pathname: string): void {
  const raw = VIDEO_PATH.exec(pathname)?.[1];
  if (!raw) return;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return; // a malformed address: the page itself says the video was not found
  }
  const options = contentQueryOptions(id);
  void queryClient.prefetchQuery(options).then(() => {
    // Our upload as HLS in a browser without native HLS: hls.js starts downloading now, while the page renders,
    // rather than once the player has mounted (the first frame comes that much sooner).
    const video = queryClient.getQueryData(options.queryKey);
    if (
      video?.sourceType === 'upload' &&
      video.videoUrl &&
      isHlsSource(video.videoUrl) &&
      !playsHlsNatively()
    )
      void loadHls().catch(() => undefined);
  });
}
