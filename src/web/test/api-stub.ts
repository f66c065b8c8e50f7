// The network boundary of the web tests: `fetch` answers our /api routes from a per-test table of realistic JSON
// (typed with the shared shapes), records every call, and fails the test on a request nobody expected.

import { vi } from 'vitest';
import type { ApiErrorBody, ApiErrorIssue, ErrorCode } from '#shared/api-error';
import type { MessageParams } from '#shared/message-key';
import { english, isEnglishKey } from './messages';

export type ApiCall = {
  method: string;
  path: string;
  search: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
};

/** `raw`: a body sent as written (a stream of JSON lines, say) with its `contentType`, instead of JSON. */
export type ApiAnswer = { status: number; body: unknown; raw?: string; contentType?: string };
type Handler = (call: ApiCall) => ApiAnswer;
/** Keys are "METHOD /api/path" (no query string); a handler answers every call to that route. */
export type ApiRoutes = Record<string, Handler | ApiAnswer>;

/** A 200 (or other 2xx) answer whose body has the type the web expects from that route. */
export function ok<T>(body: T, status = 200): ApiAnswer {
  return { status, body };
}

/** An answer in the server's error envelope. */
/**
 * The server's refusal. A message given as a key of the errors catalog is sent as the server sends it: the key's
 * English as `message`, with the key and params beside it; any other text is sent as written, without a key.
 */
export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  issues?: ApiErrorIssue[],
  params?: MessageParams,
): ApiAnswer {
  const keyed = isEnglishKey(message);
  const body: ApiErrorBody = {
    error: {
      code,
      message: keyed ? english(message, params) : message,
      ...(keyed ? { key: message } : {}),
      ...(keyed && params ? { params } : {}),
      requestId: 'test-request',
      ...(issues ? { issues } : {}),
    },
  };
  return { status, body };
}

let unexpected: string[] = [];

/**
 * Replaces `fetch` for this test. Returns the recorded calls; `callsTo('GET /api/feed')` filters them.
 * A route missing from the table answers 404 and makes the test fail after it ends.
 */
export function stubApi(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: ApiCall = {
      method,
      path: url.pathname,
      search: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const route = routes[key];
    if (!route) unexpected.push(`${key}${url.search}`);
    const answer = !route
      ? apiError(404, 'NOT_FOUND', `No stub for ${key}`)
      : typeof route === 'function'
        ? route(call)
        : route;
    if (answer.raw !== undefined)
      return new Response(answer.raw, {
        status: answer.status,
        headers: { 'Content-Type': answer.contentType ?? 'text/plain' },
      });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** After each test (setup.ts): the real `fetch` back, and a failure for any request the test did not expect. */
export function resetApiStub(): void {
  vi.unstubAllGlobals();
  const missed = unexpected;
  unexpected = [];
  if (missed.length > 0) throw new Error(`Requests without a stubbed answer:\n${missed.join('\n')}`);
}
