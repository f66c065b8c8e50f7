// The translation namespaces: one per web feature (its own file per locale, src/web/locales/<locale>/<ns>.json),
// plus common (the app shell and shared components), errors (server messages by code and shared message id) and
// domain (the labels of the spec's closed lists: categories, age bands, languages…).
export const NAMESPACES = [
  'common',
  'errors',
  'domain',
  'admin',
  'admin-settings',
  'admin-site',
  'admin-users',
  'auth',
  'billing',
  'child-mode',
  'children',
  'connections',
  'creator-setup',
  'creator-studio',
  'dashboards',
  'family',
  'feed',
  'games',
  'legal',
  'onboarding',
  'outreach',
  'parent-setup',
  'profile',
  'site',
  'submissions',
  'tv',
  'uploads',
  'video',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces loaded before the first render (src/web/locales/<locale>/index.ts, one chunk per locale): the
 * shell (with the footer and the cookie banner), closed lists, /feed, /video, sign-in and the child area. Every other
 * namespace is in the locale's pages chunk (pages.ts), fetched when a page that needs it opens, so /feed does not
 * download the admin's or the parents' texts; `legal` and `errors` are chunks of their own (locales/legal-texts.ts,
 * locales/error-texts.ts — the error messages fetched once the first page is on screen). The locale test checks
 * the globs against this list.
 */
export const FIRST_LOAD_NAMESPACES = [
  'common',
  'domain',
  'auth',
  'feed',
  'video',
  'child-mode',
  // The landing page and /pricing (site, and outreach's mailing-list form and cookie banner): the pages a new
  // family opens first do not wait for the pages chunk (decision 022-p).
  'site',
  'outreach',
] as const satisfies readonly Namespace[];
