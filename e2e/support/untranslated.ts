// Finds English left on a page shown in another language: every text the reader can see or hear (text nodes,
// a select's options, labels read out: aria-label, placeholder, title, alt, aria-valuetext) is compared with the
// English catalog strings that the page's language does not use itself. Proper names, numbers and video titles are
// not catalog strings, so they never match; a string a language writes the same as English ("YouTube", "Pause" in
// French) is among that language's own strings, so it is not taken for English either.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const WEB_LOCALES = path.resolve('src/web/locales');
const SHARED_TEXTS = path.resolve('src/shared/texts');

type Catalog = Record<string, unknown>;

function values(catalog: Catalog, into: string[] = []): string[] {
  for (const value of Object.values(catalog)) {
    if (typeof value === 'string') into.push(value);
    else if (value && typeof value === 'object') values(value as Catalog, into);
  }
  return into;
}

/** Every string of every web namespace of a locale, and the shared messages (a superset of any page's texts). */
function catalogStrings(locale: string): string[] {
  const strings: string[] = [];
  const dir = path.join(WEB_LOCALES, locale);
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json')))
    values(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalog, strings);
  values(
    JSON.parse(fs.readFileSync(path.join(SHARED_TEXTS, locale, 'errors.json'), 'utf8')) as Catalog,
    strings,
  );
  return strings;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalog string as a pattern for a whole text: placeholders match anything, markup (`<strong>`, `<1>`) is
 * dropped. Null when too little of it is words to say anything (a bare "{{count}}", "·").
 */
function pattern(template: string): string | null {
  const plain = template.replace(/<\/?[\w-]+\s*\/?>/g, '').trim();
  const literal = plain.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, '');
  if ((literal.match(/\p{L}/gu) ?? []).length < 2) return null;
  const parts = plain.split(/\{\{[^}]*\}\}|\$t\([^)]*\)/);
  return `^${parts.map((part) => escapeRegExp(part).replace(/\s+/g, '\\s+')).join('.+?')}$`;
}

const cache = new Map<string, string[]>();

/** The patterns of the English strings `locale` never writes itself. */
function englishOnly(locale: string): string[] {
  const found = cache.get(locale);
  if (found) return found;
  const own = new Set(catalogStrings(locale).map((text) => text.trim()));
  const patterns = [
    ...new Set(
      catalogStrings('en')
        .filter((text) => !own.has(text.trim()))
        .map(pattern)
        .filter((text): text is string => text !== null),
    ),
  ];
  cache.set(locale, patterns);
  return patterns;
}

const ENGLISH_CALENDAR_NAMES = [
  ...Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2024, 0, 1 + day))).map((date) =>
    date.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' }),
  ),
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2024, month, 15))).map((date) =>
    date.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' }),
  ),
];

/**
 * English day and month names that `locale` does not write itself (Malay's "November" is its own): a date
 * formatted in English on a page in another language.
 */
function englishCalendar(locale: string): RegExp {
  const own = new Set<string>();
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(Date.UTC(2024, month, 15));
    own.add(date.toLocaleDateString(locale, { month: 'long', timeZone: 'UTC' }));
    own.add(date.toLocaleDateString(locale, { weekday: 'long', timeZone: 'UTC' }));
  }
  const names = ENGLISH_CALENDAR_NAMES.filter((name) => !own.has(name));
  return new RegExp(`\\b(${names.join('|')})\\b`);
}

/** What the reader sees or hears on the page: visible texts (and options of visible selects) and read-out labels. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      if (clean) texts.add(clean);
    };
    const pageLanguage = document.documentElement.lang;
    // Shown, and meant to be in the page's language: a language's own name (the picker's options, lang="…") and
    // names marked translate="no" (a child's, a time zone's) are not.
    const visible = (element: Element | null): boolean => {
      if (!element) return false;
      if (element.closest('[translate="no"]')) return false;
      if ((element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) !== pageLanguage) return false;
      const shown = element.closest('option') ? element.closest('select') : element;
      return (
        shown instanceof HTMLElement &&
        shown.checkVisibility({ checkVisibilityCSS: true } as CheckVisibilityOptions)
      );
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (visible(parent)) add(node.textContent);
    }
    // A sentence split by markup (<strong>) is one text to its reader: the whole of each block of inline text.
    for (const element of document.body.querySelectorAll(
      'p, li, h1, h2, h3, h4, label, legend, button, a, dt, dd',
    )) {
      if (visible(element)) add(element.textContent);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt], [aria-valuetext]',
    )) {
      if (!visible(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-valuetext'])
        add(element.getAttribute(name));
    }
    return [...texts];
  });
}

/**
 * The texts on the page that are English catalog strings the page's language does not use, and dates with English
 * day or month names. Empty in English itself.
 */
export async function untranslatedTexts(page: Page, locale: string): Promise<string[]> {
  if (locale === 'en') return [];
  const patterns = englishOnly(locale).map((source) => new RegExp(source, 'u'));
  const calendar = englishCalendar(locale);
  const found: string[] = [];
  for (const text of await shownTexts(page)) {
    if (patterns.some((englishText) => englishText.test(text)) || calendar.test(text)) found.push(text);
  }
  return found;
}

/**
 * Layout faults at the page's width: the page wider than the screen, a control or text beyond the screen's edges
 * (unless inside a box that scrolls or clips on purpose), and an interface text cut short (an ellipsis, or text
 * running out of its box). User content (titles in <bdi>, names marked translate="no") may be cut on purpose.
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate((screenWidth) => {
    const faults: string[] = [];
    const named = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
    const visible = (element: Element) =>
      element.checkVisibility({ checkVisibilityCSS: true } as CheckVisibilityOptions);
    const ownText = (element: Element) =>
      Array.from(element.childNodes).some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim() !== '',
      );
    const clippedByAncestor = (element: Element): boolean => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > screenWidth + 1)
      faults.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${screenWidth}px screen`);
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement) || !visible(element)) continue;
      if (element.closest('[translate="no"], bdi, svg, script, style')) continue;
      const style = getComputedStyle(element);
      // Visually hidden texts (sr-only, clipped to a pixel) are read out, not laid out.
      if (style.clip !== 'auto' || style.clipPath !== 'none' || element.clientWidth <= 1) continue;
      const hasText = ownText(element);
      if (hasText && element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'auto')
        faults.push(
          `cut short (${element.scrollWidth}px of text in ${element.clientWidth}px): ${named(element)}`,
        );
      if (!hasText && !element.matches('a, button, input, select, textarea, img')) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || (box.right <= screenWidth + 1 && box.left >= -1) || clippedByAncestor(element))
        continue;
      faults.push(
        `off the ${screenWidth}px screen (${Math.round(box.left)} to ${Math.round(box.right)}px): ${named(element)}`,
      );
    }
    return faults;
  }, page.viewportSize()?.width ?? 412);
}
