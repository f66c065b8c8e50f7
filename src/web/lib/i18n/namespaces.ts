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
  'tv',
  'uploads',
  'video',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/** Texts by namespace, as i18next holds one locale's. */
export type LocaleResources = Partial<Record<Namespace, Record<string, unknown>>>;
