// Fetch wrapper for our /api routes: JSON in and out, the error envelope turned into an ApiError, aborts passed through.
import { type ApiErrorIssue, type ErrorCode, isApiErrorBody } from '#shared/api-error';
import type { MessageParams } from '#shared/message-key';
import { activeI18n } from '#web/lib/i18n/i18n';
import { messageText, serverMessageText } from '#web/lib/i18n/message-text';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: ApiErrorIssue[];
  readonly requestId: string | undefined;
  /** The auth server's own code when it has one (e.g. INVALID_TOKEN, PASSWORD_TOO_COMMON). */
  readonly reason: string | undefined;
  /** The message's key in the errors catalog and its params (absent when a library wrote the message). */
  readonly key: string | undefined;
  readonly params: MessageParams | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    extra: {
      issues?: ApiErrorIssue[];
      requestId?: string;
      reason?: string;
      key?: string;
      params?: MessageParams;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = extra.issues ?? [];
    this.requestId = extra.requestId;
    this.reason = extra.reason;
    this.key = extra.key;
    this.params = extra.params;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const NETWORK_ERROR_MESSAGE = 'notReachServerCheckConnection';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  searchParams?: URLSearchParams;
  headers?: Record<string, string>;
  /** Lets the request outlive the page (a last save while the page is being left). */
  keepalive?: boolean;
  /** Where the request goes: the browser's fetch, or a route loader's in-process caller on the server. */
  fetch?: ApiFetch | undefined;
};

/** A fetch of an /api path: the browser's, or the server's in-process one for a page's caller (a route loader). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'NOT_AUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'INTERNAL';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Throws a refusal once the messages are in: a page whose first render drew none did not load them (its route's
 * `handle.messages`), and the refusal is shown in the reader's language.
 */
async function refuse(error: ApiError): Promise<never> {
  await activeI18n().loadNamespaces('errors');
  throw error;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const query = options.searchParams?.toString();
  const url = query ? `${path}?${query}` : path;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    // An abort is not a failure: TanStack Query expects the original AbortError so it can drop the request quietly.
    if (options.signal?.aborted) throw error;
    return refuse(new ApiError(0, 'UNAVAILABLE', NETWORK_ERROR_MESSAGE, { key: NETWORK_ERROR_MESSAGE }));
  }

  const body = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(body)) {
      const { code, message, issues, requestId, key, params } = body.error;
      const reason = (body.error as { reason?: unknown }).reason;
      return refuse(
        new ApiError(response.status, code, message, {
          ...(issues ? { issues } : {}),
          ...(requestId ? { requestId } : {}),
          ...(typeof reason === 'string' ? { reason } : {}),
          ...(key ? { key } : {}),
          ...(params ? { params } : {}),
        }),
      );
    }
    return refuse(
      new ApiError(
        response.status,
        codeForStatus(response.status),
        `The server answered ${response.status} ${response.statusText}`.trim(),
      ),
    );
  }
  return body as T;
}

export function apiGet<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return apiRequest<T>(path, options);
}

export const SOMETHING_WENT_WRONG_MESSAGE = 'somethingWentWrongTryAgain';

/** A message fit for the red banner, whatever was thrown, in the active language (English when unknown). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return serverMessageText(error);
  if (error instanceof Error && error.message) return messageText(error.message);
  return messageText(SOMETHING_WENT_WRONG_MESSAGE);
}
