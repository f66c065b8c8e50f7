// The translation namespaces: one per web feature (its own file per locale, src/web/locales/<locale>/<ns>.json),
// plus common (the app shell and shared components), errors (messages by key, and the codes' sentences: the catalog
// the server reads too, src/shared/texts/<locale>/errors.json) and domain (the labels of the spec's closed lists:
// categories, age bands, languages…).
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
  'prayer-times',
  'profile',
  'site',
  'submissions',
  'learn',
  'learning-progress',
  'tutor-helper',
  'tv',
  'uploads',
  'video',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

const isNamespace = (name: unknown): name is Namespace => (NAMESPACES as readonly unknown[]).includes(name);

/** Texts by namespace, as i18next holds one locale's. */
export type LocaleResources = Partial<Record<Namespace, Record<string, unknown>>>;

/**
 * The namespaces a page draws with as it first renders, from its matched routes' `handle`s: `common`, each route's
 * `i18n`, and the messages (`errors`: a refused form, a stored refusal, a shared schema's check) unless a route says
 * its page draws none (`messages: false`; a request that fails there loads them before it is shown, api-client.ts).
 */
export function pageNamespaces(handles: readonly unknown[]): Namespace[] {
  const names = new Set<Namespace>(['common']);
  let messages = true;
  for (const handle of handles) {
    if (!handle || typeof handle !== 'object') continue;
    if ('messages' in handle && handle.messages === false) messages = false;
    if ('i18n' in handle && Array.isArray(handle.i18n))
      for (const name of handle.i18n) if (isNamespace(name)) names.add(name);
  }
  if (messages) names.add('errors');
  return [...names];
}
