// The public pages the build prerenders (src/web/prerender.tsx, scripts/prerender.mjs): their HTML, in each locale,
// with and without the cookie banner, is sent in index.html's root for the browser to hydrate (the server's
// html-preloads.ts): text on screen before any script has run (decision 024).
export const PRERENDERED_PAGES = [
  { path: '/', name: 'home' },
  { path: '/pricing', name: 'pricing' },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** The variants of a page: for a device that has made its cookie choice ('chosen') or not ('ask'). */
export const CONSENT_VARIANTS = ['ask', 'chosen'] as const;
export type ConsentVariant = (typeof CONSENT_VARIANTS)[number];

/** dist/prerendered/<locale>/<name>.<variant>.html */
export function prerenderedFileName(name: PrerenderedPage['name'], variant: ConsentVariant): string {
  return `${name}.${variant}.html`;
}

/** dist/prerendered/<locale>/consent-banner.html: the cookie banner alone, for the other pages' static frame. */
export const CONSENT_BANNER_FILE = 'consent-banner.html';
