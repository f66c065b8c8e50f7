// The `legal` namespace of each language as its own small chunk: the locale chunks every page loads leave it out
// (locales/<locale>/index.ts), and the legal pages fetch it when they open (decision 019-f1).
const LEGAL_TEXTS = import.meta.glob<Record<string, unknown>>('./*/legal.json', { import: 'default' });

/** The legal texts of `language` (English when there are none for it). */
export function loadLegalTexts(language: string): Promise<Record<string, unknown>> {
  const load = LEGAL_TEXTS[`./${language}/legal.json`] ?? LEGAL_TEXTS['./en/legal.json'];
  if (!load) return Promise.reject(new Error('no legal texts'));
  return load();
}
