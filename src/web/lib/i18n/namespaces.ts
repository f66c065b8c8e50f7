// The translation namespaces: one per web feature (its own file per locale, src/web/locales/<locale>/<ns>.json),
// plus common (the app shell and shared components), errors (server messages by code and shared message id) and
// domain (the labels of the spec's closed lists: categories, age bands, languages…).
export const NAMESPACES = [
  'common',
  'errors',
  'domain',
  'admin',
  'auth',
  'child-mode',
  'children',
  'creator-setup',
  'creator-studio',
  'dashboards',
  'family',
  'feed',
  'legal',
  'onboarding',
  'parent-setup',
  'profile',
  'site',
  'submissions',
  'video',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
