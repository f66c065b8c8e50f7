// Every locale (its web namespaces and the shared error and mail catalogs) has exactly the English keys (the source
// locale), the plural forms its language needs (Arabic six, English two…), the same {{placeholders}} and <tags>, and
// no text silently left in English.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#shared/locales';
import { NAMESPACES } from '#web/lib/i18n/namespaces';

const here = path.dirname(fileURLToPath(import.meta.url));
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Texts = Map<string, string>; // 'ns:a.b.c' → text

function flatten(prefix: string, value: unknown, out: Texts, problems: string[]): void {
  if (typeof value === 'string') {
    if (value.trim() === '') problems.push(`${prefix} is empty`);
    out.set(prefix, value);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value))
      flatten(`${prefix}${prefix.endsWith(':') ? '' : '.'}${key}`, inner, out, problems);
  } else {
    problems.push(`${prefix} is not text`);
  }
}

/** The web's namespaces, and the catalogs the server reads too (errors, mail: src/shared/texts). */
const DIRS = [here, path.resolve(here, '../../shared/texts')];

function read(locale: Locale): { texts: Texts; files: string[]; problems: string[] } {
  const texts: Texts = new Map();
  const problems: string[] = [];
  const files: string[] = [];
  for (const dir of DIRS.map((base) => path.join(base, locale))) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      files.push(file);
      const namespace = file.replace(/\.json$/, '');
      flatten(`${namespace}:`, JSON.parse(readFileSync(path.join(dir, file), 'utf8')), texts, problems);
    }
  }
  return { texts, files: files.sort(), problems };
}

/** key → plural forms present ('' for a key without plural forms). */
function shape(texts: Texts): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const key of texts.keys()) {
    const match = PLURAL.exec(key);
    const base = match ? key.slice(0, -match[0].length) : key;
    const forms = out.get(base) ?? new Set<string>();
    forms.add(match?.[1] ?? '');
    out.set(base, forms);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`);

const english = read('en');
const sameAsEnglish = JSON.parse(readFileSync(path.join(here, 'same-as-english.json'), 'utf8')) as Partial<
  Record<Locale, string[]>
>;

describe('translations', () => {
  it('every locale has one file per namespace, and only those', () => {
    for (const locale of LOCALES) {
      // The mails' texts are a catalog of their own, which only the server reads; the Tutor's is read by its
      // generators on the server and in the browser alike (src/shared/tutor/texts.ts).
      expect(read(locale).files, locale).toEqual(
        [...NAMESPACES, 'mail', 'tutor'].map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  for (const locale of LOCALES) {
    it(`${locale}: the same keys as English, its own plural forms, the same placeholders, nothing left in English`, () => {
      const { texts, problems } = read(locale);
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      const englishShape = shape(english.texts);
      const localeShape = shape(texts);
      for (const [base, forms] of englishShape) {
        const got = localeShape.get(base);
        if (!got) {
          problems.push(`missing ${base}`);
          continue;
        }
        const plural = !forms.has('');
        const want = plural ? [...categories].sort() : [''];
        if ([...got].sort().join() !== want.join()) {
          problems.push(`${base}: forms [${[...got].sort().join(', ')}], want [${want.join(', ')}]`);
        }
        const source = english.texts.get(plural ? `${base}_other` : base) ?? '';
        const wanted = new Set(placeholders(source));
        for (const form of got) {
          const key = form ? `${base}_${form}` : base;
          const text = texts.get(key) ?? '';
          const found = new Set(placeholders(text));
          for (const name of wanted) {
            // A plural form for exactly zero, one or two may say the number in words instead of {{count}}.
            if (!found.has(name) && !(name === 'count' && ['zero', 'one', 'two'].includes(form))) {
              problems.push(`${key} drops {{${name}}}`);
            }
          }
          for (const name of found) if (!wanted.has(name)) problems.push(`${key} adds ${name}`);
          const englishText = english.texts.get(key) ?? english.texts.get(plural ? `${base}_other` : base);
          if (
            locale !== 'en' &&
            text === englishText &&
            /\p{L}{2}/u.test(text) &&
            !sameAsEnglish[locale]?.includes(key)
          ) {
            problems.push(
              `${key} is still English ("${text}"); translate it, or list it in same-as-english.json`,
            );
          }
        }
      }
      for (const base of localeShape.keys()) if (!englishShape.has(base)) problems.push(`extra ${base}`);
      expect(problems).toEqual([]);
    });
  }
});
