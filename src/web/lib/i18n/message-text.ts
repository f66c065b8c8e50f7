// Messages the server or a shared schema wrote: a key of the `errors` catalog (`messages`) and its params, shown in
// the active language. A text without a key (a library's own words) is shown as written in English, and in another
// language the code's sentence (`codes`) says what happened instead.
import type { ErrorCode } from '#shared/api-error';
import { FALLBACK_NAME_MESSAGES } from '#shared/fallback-names';
import { keyOfIssue, looksLikeMessageKey, type MessageParams } from '#shared/message-key';
import { activeI18n } from './i18n';

function catalogId(key: string): string | undefined {
  if (!looksLikeMessageKey(key)) return undefined;
  const id = `errors:messages.${key}`;
  return activeI18n().exists(id) ? id : undefined;
}

/** A message key in the active language, its params filled in; any other text unchanged. */
export function messageText(key: string, params?: MessageParams): string {
  const id = catalogId(key);
  if (!id) return key;
  // The key is checked to exist above; i18next's typed keys cannot name it statically.
  return activeI18n().t(id as never, (params ?? {}) as never) as unknown as string;
}

/** A refusal the server (or a route action) answered, whatever it carried. */
export type ServerMessage = {
  code?: ErrorCode | string | undefined;
  message: string;
  key?: string | undefined;
  params?: MessageParams | undefined;
};

/**
 * A server answer's message: by its key when it has one; else as sent in English; else, in another language, the
 * code's generic sentence (a text we cannot translate says less in English than the code says in the reader's
 * language).
 */
export function serverMessageText(error: ServerMessage): string {
  if (error.key && catalogId(error.key)) return messageText(error.key, error.params);
  const i18n = activeI18n();
  if (i18n.language === 'en' || !error.code) return error.message;
  const id = `errors:codes.${error.code}`;
  return i18n.exists(id) ? (i18n.t(id as never) as unknown as string) : error.message;
}

/**
 * A field's problem: one the server listed (its English with a key and params), or one a shared schema found in the
 * browser (zod's issue, whose message is the key and whose bounds are the params).
 */
export function issueText(issue: {
  message: string;
  key?: unknown;
  params?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}): string {
  if (typeof issue.key === 'string')
    return serverMessageText({
      message: issue.message,
      key: issue.key,
      params: issue.params as MessageParams,
    });
  const keyed = keyOfIssue(issue);
  return keyed ? messageText(keyed.key, keyed.params) : issue.message;
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
 * the first-load texts (common): a page the server drew (the landing page's featured video) then reads the same in
 * the drawing and in the app's first render.
 */
export function nameText(name: string): string {
  const id = FALLBACK_NAMES.get(name);
  return id ? activeI18n().t(`common:fallbackNames.${id}`) : name;
}
