// A video page's head start from its HTML (the server's html-preloads.ts): the item as GET /api/content/:id answers
// it, so the first render asks nothing; and, for our own video in a browser that plays HLS itself, a <video> that has
// been loading its playlist and first segment under the static top bar while the scripts downloaded (the visitor may
// even have pressed play). The first render takes both; once it is on the page, whatever it did not take goes.

import type { ContentDetail } from '#shared/feed.schema';
import { playsHlsNatively } from './hls-source';

const BOOT_FRAME_ID = 'boot-player';
/** Marks the HTML's <video> while it may still be taken: until the first page is on screen. */
const BOOT_PLAYER = 'data-boot-player';

/** The item the HTML carries for the page at `id`, once (the block is removed); null when there is none. */
export function takeBootContent(id: string): ContentDetail | null {
  const block = document.getElementById('boot-content');
  if (!block) return null;
  block.remove();
  try {
    const content = JSON.parse(block.textContent ?? '') as ContentDetail;
    return content.id.toLowerCase() === id.toLowerCase() ? content : null;
  } catch {
    return null;
  }
}

/**
 * The HTML's <video> for a player of `src`, until the first page is on screen: the same element each time it is asked
 * for (React may render twice); null when there is none, it plays another file, or the browser cannot play the
 * playlist itself (hls.js then plays it in a <video> of the app's own).
 */
export function takeBootPlayer(src: string): HTMLVideoElement | null {
  const element = document.querySelector<HTMLVideoElement>(`video[${BOOT_PLAYER}]`);
  const source = element?.querySelector('source')?.getAttribute('src');
  if (!element || source !== src || !playsHlsNatively()) return null;
  return element;
}

/** The first page is on screen: the HTML's player frame goes, and its <video>, if the page took it, is the page's. */
export function dropBootPlayer(): void {
  document.getElementById(BOOT_FRAME_ID)?.remove();
  for (const element of document.querySelectorAll(`video[${BOOT_PLAYER}]`))
    element.removeAttribute(BOOT_PLAYER);
}
