// Every message the server or a shared schema produces is a key of the `errors` catalog (texts/<locale>/errors.json,
// `messages`) plus optional params; the English catalog holds the one English text of each key. The server turns a
// key into that English for the API's `message`; the web shows the key in the reader's language.
import type english from './texts/en/errors.json';

export type MessageKey = keyof typeof english.messages;
export type MessageParams = Record<string, string | number>;

/** The shape of a key (a camelCase id); zod's own messages and other libraries' texts are sentences. */
const KEY_SHAPE = /^[a-z][A-Za-z0-9]*$/;

export function looksLikeMessageKey(text: string): boolean {
  return KEY_SHAPE.test(text);
}

type IssueLike = {
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: unknown;
};

function paramValue(value: unknown): string | number | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  return undefined;
}

/**
 * A zod issue's message as a key and params: a shared schema's message is the key; the bound a size check names is
 * its `min`/`max` param, and a refinement's own `params` are passed on. Undefined for zod's own sentences.
 */
export function keyOfIssue(issue: IssueLike): { key: string; params?: MessageParams } | undefined {
  if (!looksLikeMessageKey(issue.message)) return undefined;
  const params: MessageParams = {};
  const min = paramValue(issue.minimum);
  const max = paramValue(issue.maximum);
  if (min !== undefined) params.min = min;
  if (max !== undefined) params.max = max;
  if (issue.params && typeof issue.params === 'object')
    for (const [name, value] of Object.entries(issue.params)) {
      const param = paramValue(value);
      if (param !== undefined) params[name] = param;
    }
  return Object.keys(params).length > 0 ? { key: issue.message, params } : { key: issue.message };
}
