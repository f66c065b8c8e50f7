// A message key's English, as the catalog words it: for the shared schemas' tests, whose messages are keys.
import english from './en/errors.json';

const MESSAGES: Record<string, string> = english.messages;

/** The English of a key; anything else (zod's own sentences) as it is. */
export function englishText(message: string | undefined): string | undefined {
  return message === undefined ? undefined : (MESSAGES[message] ?? message);
}
