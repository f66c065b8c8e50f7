// This locale's first-load texts in one chunk (lib/i18n/namespaces.ts FIRST_LOAD_NAMESPACES): what the shell,
// the public pages and the child area show. The rest is pages.ts, fetched when a page that needs it opens; the
// error messages are their own chunk (locales/error-texts.ts), fetched once the first page is on screen.
export default import.meta.glob<Record<string, unknown>>(
  [
    './common.json',
    './domain.json',
    './auth.json',
    './feed.json',
    './video.json',
    './child-mode.json',
    './site.json',
    './outreach.json',
  ],
  { eager: true, import: 'default' },
);
