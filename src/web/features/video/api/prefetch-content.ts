// A video page's item before the page renders (main.tsx): on a first visit to /video/:id the HTML carries it
// (boot-page.ts), else the request starts while the page's code and texts are still downloading. The page's
// useContent() then finds it.
import type { QueryClient } from '@tanstack/react-query';
import { takeBootContent } from '../lib/boot-page';
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
  const boot = takeBootContent(id);
  if (boot) queryClient.setQueryData(options.queryKey, boot);
  void (boot ? Promise.resolve() : queryClient.prefetchQuery(options)).then(() => {
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
