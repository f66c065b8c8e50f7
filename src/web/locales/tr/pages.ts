// This locale's other texts (every namespace not in index.ts) in one chunk, fetched with the first page that
// needs them (app/router.tsx page()).
export default import.meta.glob<Record<string, unknown>>(
  [
    './*.json',
    '!./common.json',
    '!./domain.json',
    '!./auth.json',
    '!./feed.json',
    '!./video.json',
    '!./child-mode.json',
    '!./site.json',
    '!./outreach.json',
    // The legal pages load their own chunk (locales/legal-texts.ts), the error messages theirs
    // (locales/error-texts.ts).
    '!./legal.json',
    '!./errors.json',
  ],
  { eager: true, import: 'default' },
);
