// The `errors` namespace of each language (the spec's messages and the server's: the largest namespace) as its own
// small chunk, fetched just after the first page is on screen
// (lib/i18n/i18n.ts loadErrorTexts): no page needs it to paint, so it stays off the first load's critical path.
const ERROR_TEXTS = import.meta.glob<Record<string, unknown>>('./*/errors.json', { import: 'default' });

/** The error messages of `language` (English when there are none for it). */
export function loadErrorTexts(language: string): Promise<Record<string, unknown>> {
  const load = ERROR_TEXTS[`./${language}/errors.json`] ?? ERROR_TEXTS['./en/errors.json'];
  if (!load) return Promise.reject(new Error('no error texts'));
  return load();
}
