// Messages that are English text by contract — the spec's quoted messages held in src/shared, server error
// messages, zod validation messages — shown in the active language: looked up by their exact English text in
// the `errors` namespace (`messages`), or matched against a message built with values ('Error loading content:
// {{message}}'), else by the server's error code (`codes`), else left in English.
import { FALLBACK_NAME_MESSAGES } from '#shared/fallback-names';
import { activeI18n, errorTextsState, requestErrorTexts } from './i18n';

function table(name: 'messages' | 'codes'): Record<string, string> | undefined {
  const i18n = activeI18n();
  const value = i18n.getResource(i18n.language, 'errors', name) as unknown;
  if (value && typeof value === 'object') return value as Record<string, string>;
  // Shown as the English original for now, and the messages asked for: the page renders again when they arrive
  // (i18n.ts) — in English
  // too, where the table may word a message differently (and the tests' pseudo-locale is English underneath).
  errorTextsState.shownBeforeLoaded = true;
  requestErrorTexts();
  return undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message built with values, read back through its template: the translation with the same values. */
function fromTemplate(messages: Record<string, string>, english: string): string | undefined {
  for (const [template, translation] of Object.entries(messages)) {
    if (!template.includes('{{')) continue;
    const names: string[] = [];
    const pattern = template
      .split(/\{\{\s*(\w+)\s*\}\}/)
      .map((part, index) => {
        if (index % 2 === 0) return escapeRegExp(part);
        names.push(part);
        return '(.+?)';
      })
      .join('');
    const match = new RegExp(`^${pattern}$`, 's').exec(english);
    if (match)
      return translation.replace(PLACEHOLDER, (_, name: string) => {
        const value = match[names.indexOf(name) + 1] ?? '';
        // A value that is itself a known message ('Sync failed: {{reason}}' with a reason we word) is translated too.
        return messages[value] ?? fromTemplate(messages, value) ?? value;
      });
  }
  return undefined;
}

function known(english: string): string | undefined {
  const messages = table('messages');
  if (!messages) return undefined;
  return messages[english] ?? fromTemplate(messages, english);
}

/** A known English message in the active language; any other text unchanged. */
export function messageText(english: string): string {
  return known(english) ?? english;
}

/**
 * A server answer's message: by its text when we know it; else, in another language than English, the code's
 * generic sentence (a message we cannot translate says less in English than the code says in the reader's
 * language); else as sent.
 */
export function serverMessageText(code: string | undefined, english: string): string {
  const text = known(english);
  if (text) return text;
  if (activeI18n().language === 'en') return english;
  const byCode = code ? table('codes')?.[code] : undefined;
  return byCode ?? english;
}

const FALLBACK_NAMES: ReadonlyMap<string, keyof typeof FALLBACK_NAME_MESSAGES> = new Map(
  Object.entries(FALLBACK_NAME_MESSAGES).map(([id, english]) => [
    english,
    id as keyof typeof FALLBACK_NAME_MESSAGES,
  ]),
);

/**
 * A name as the server sent it: the placeholder it writes when there is none ('Unknown creator',
 * UNKNOWN_CREATOR_NAME) in the active language, every real name exactly as written. The placeholders' words are in
 * the first-load texts (common), not in the error messages that arrive later: a page the server drew (the landing
 * page's featured video) then reads the same in the drawing and in the app's first render, whenever those arrive.
 */
export function nameText(name: string): string {
  const id = FALLBACK_NAMES.get(name);
  return id ? activeI18n().t(`common:fallbackNames.${id}`) : name;
}
