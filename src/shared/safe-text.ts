// Text fields that PostgreSQL can store and people can read: every free-text field of the shared schemas is built on
// safeText(), so a NUL byte or another invisible control character is a clear 400, never a database error.
import { z } from 'zod';

export const TEXT_MESSAGES = {
  controlCharacters: 'textCannotContainInvisibleControl',
} as const;

/**
 * C0 control characters except tab, newline and carriage return, DEL, and UTF-16 surrogates without their pair
 * (not Unicode text: PostgreSQL refuses U+0000, and a lone surrogate would be stored as U+FFFD).
 */
const UNSAFE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** `z.string(params)` that refuses unsafe characters; chain `.trim()`, `.min()`, `.max()` … as usual. */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, TEXT_MESSAGES.controlCharacters);
}
