// Messages that are English text by contract — the spec's quoted messages held in src/shared, server error
// messages, zod validation messages — shown in the active language: looked up by their exact English text in
// the `errors` namespace (`messages`), else by the server's error code (`codes`), else left in English.
import { i18n } from './i18n';

function table(name: 'messages' | 'codes'): Record<string, string> | undefined {
  const value = i18n.getResource(i18n.language, 'errors', name) as unknown;
  return value && typeof value === 'object' ? (value as Record<string, string>) : undefined;
}

/** A known English message in the active language; any other text unchanged. */
export function messageText(english: string): string {
  return table('messages')?.[english] ?? english;
}

/** A server answer's message: by its text when we know it, else by its code when that says enough, else as sent. */
export function serverMessageText(code: string | undefined, english: string): string {
  const known = table('messages')?.[english];
  if (known) return known;
  const byCode = code ? table('codes')?.[code] : undefined;
  return byCode ?? english;
}
