// Each locale's two chunks (lib/i18n/load-locale.ts): index.ts holds exactly the first-load namespaces and
// pages.ts every other one but `legal` and `errors` (their own chunks), so no namespace is missing (keys shown raw)
// or loaded twice.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { toResources } from '#web/lib/i18n/load-locale';
import { FIRST_LOAD_NAMESPACES, NAMESPACES } from '#web/lib/i18n/namespaces';

const FIRST = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>('./*/index.ts', {
  eager: true,
});
const PAGES = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>('./*/pages.ts', {
  eager: true,
});

function namespacesOf(module: { default: Record<string, Record<string, unknown>> } | undefined): string[] {
  return Object.keys(toResources(module?.default ?? {})).sort();
}

describe.each(LOCALES)('the %s chunks', (locale) => {
  const first = namespacesOf(FIRST[`./${locale}/index.ts`]);
  const pages = namespacesOf(PAGES[`./${locale}/pages.ts`]);

  it('first load: exactly FIRST_LOAD_NAMESPACES', () => {
    expect(first).toEqual([...FIRST_LOAD_NAMESPACES].sort());
  });

  it('pages: every other namespace, none twice', () => {
    // `legal` and `errors` are neither: the legal pages load the one (locales/legal-texts.ts), main.tsx the other
    // once the first page is on screen (locales/error-texts.ts).
    const rest = NAMESPACES.filter(
      (name) =>
        name !== 'legal' && name !== 'errors' && !(FIRST_LOAD_NAMESPACES as readonly string[]).includes(name),
    );
    expect(pages).toEqual([...rest].sort());
    expect(pages.some((name) => first.includes(name))).toBe(false);
  });
});

describe('the error messages chunk', () => {
  it.each(LOCALES)('%s has its own errors.json with the messages and the codes', async (locale) => {
    const { loadErrorTexts } = await import('./error-texts');
    const texts = await loadErrorTexts(locale);
    expect(Object.keys(texts).sort()).toEqual(['codes', 'messages']);
  });
});
