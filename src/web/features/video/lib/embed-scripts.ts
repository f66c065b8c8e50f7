// The official Instagram and TikTok embed scripts, added to the page only when such a video is shown.

export const INSTAGRAM_EMBED_SCRIPT = 'https://www.instagram.com/embed.js';
export const TIKTOK_EMBED_SCRIPT = 'https://www.tiktok.com/embed.js';

declare global {
  interface Window {
    instgrm?: { Embeds: { process: () => void } };
  }
}

const loaded = new Map<string, Promise<void>>();

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.body.appendChild(script);
  });
}

/** Instagram's script is loaded once and then asked to process new blockquotes. */
export function loadInstagramScript(): Promise<void> {
  const existing = loaded.get(INSTAGRAM_EMBED_SCRIPT);
  if (existing) return existing;
  const promise = addScript(INSTAGRAM_EMBED_SCRIPT).catch((error: unknown) => {
    loaded.delete(INSTAGRAM_EMBED_SCRIPT);
    throw error;
  });
  loaded.set(INSTAGRAM_EMBED_SCRIPT, promise);
  return promise;
}

/** TikTok's script scans the page when it runs and has no "process again" call, so it is added for each video. */
export function loadTikTokScript(): Promise<void> {
  for (const old of document.querySelectorAll(`script[src="${TIKTOK_EMBED_SCRIPT}"]`)) old.remove();
  return addScript(TIKTOK_EMBED_SCRIPT);
}
