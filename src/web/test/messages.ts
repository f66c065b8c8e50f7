// The English of a message key, as the server's `message` says it and an English page shows it: for the web tests,
// which name messages by their shared keys.
import type { MessageParams } from '#shared/message-key';
import english_ from '#shared/texts/en/errors.json';

const MESSAGES: Record<string, string> = english_.messages;

export function isEnglishKey(key: string): boolean {
  return Object.hasOwn(MESSAGES, key);
}

export function english(key: string, params?: MessageParams): string {
  const text = MESSAGES[key];
  if (text === undefined) throw new Error(`No message ${key} in the errors catalog`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    params?.[name] === undefined ? placeholder : String(params[name]),
  );
}
