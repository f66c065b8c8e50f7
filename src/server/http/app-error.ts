// Errors the services throw on purpose; the error handler turns them into the one JSON envelope. A message is a key
// of the `errors` catalog plus params: the envelope carries both, and its `message` is the key's English text.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorIssue, ErrorCode } from '#shared/api-error';
import { keyOfIssue, type MessageKey, type MessageParams } from '#shared/message-key';
import english from '#shared/texts/en/errors.json';

const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION_FAILED: 400,
  NOT_AUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  TIME_UP: 403,
  EMAIL_NOT_VERIFIED: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  LEARN_FIRST: 403,
};

const ENGLISH: Record<string, string> = english.messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(ENGLISH, key);
}

/** A key's English text with its params filled in ({{name}}), as the API's `message` says it. */
export function englishMessage(key: MessageKey, params?: MessageParams): string {
  const text = ENGLISH[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    params?.[name] === undefined ? placeholder : String(params[name]),
  );
}

/** A message another library wrote (Hono's, zod's own, better-auth's): passed on as written, without a key. */
export type ForeignText = { readonly foreign: string };

export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly key: MessageKey | undefined;
  readonly params: MessageParams | undefined;
  readonly issues: ApiErrorIssue[] | undefined;
  constructor(
    readonly code: ErrorCode,
    message: MessageKey | ForeignText,
    options: { params?: MessageParams; issues?: ApiErrorIssue[] } = {},
  ) {
    super(typeof message === 'string' ? englishMessage(message, options.params) : message.foreign);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
    this.key = typeof message === 'string' ? message : undefined;
    this.params = typeof message === 'string' ? options.params : undefined;
    this.issues = options.issues;
  }
}

export const notFound = (key: MessageKey, params?: MessageParams) =>
  new AppError('NOT_FOUND', key, params ? { params } : {});

/** One field's problem in our own words. */
export function keyedIssue(path: string, key: MessageKey, params?: MessageParams): ApiErrorIssue {
  return { path, message: englishMessage(key, params), key, ...(params ? { params } : {}) };
}

/** A zod issue as the envelope lists it: the English text, and the key and params when a shared schema wrote it. */
function issueOf(issue: z.core.$ZodIssue): ApiErrorIssue {
  const path = issue.path.join('.');
  const keyed = keyOfIssue(issue as Parameters<typeof keyOfIssue>[0]);
  if (!keyed || !isMessageKey(keyed.key)) return { path, message: issue.message };
  const params = paramsOf(keyed.key, keyed.params);
  return { path, message: englishMessage(keyed.key, params), key: keyed.key, ...(params ? { params } : {}) };
}

/** The params a key's text names: a check's bound that its message does not mention is left out. */
function paramsOf(key: MessageKey, params: MessageParams | undefined): MessageParams | undefined {
  if (!params) return undefined;
  const named = new Set([...(ENGLISH[key] ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]));
  const used = Object.entries(params).filter(([name]) => named.has(name));
  return used.length > 0 ? Object.fromEntries(used) : undefined;
}

/** Validates input with a shared schema; the first issue's message (the spec's text) becomes the error message. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}

/** The 400 for a failed validation: the first issue says what is wrong, every issue is listed. */
function validationError(zodIssues: readonly z.core.$ZodIssue[]): AppError {
  const issues = zodIssues.map(issueOf);
  const first = issues[0];
  if (first?.key && isMessageKey(first.key))
    return new AppError('VALIDATION_FAILED', first.key, {
      ...(first.params ? { params: first.params } : {}),
      issues,
    });
  return new AppError('VALIDATION_FAILED', { foreign: first?.message ?? 'Invalid input' }, { issues });
}
