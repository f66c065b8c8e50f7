// Mounts better-auth at /api/auth/*: only the endpoints we use are forwarded (decision 010), the client IP comes
// from our socket, session tokens are taken out of JSON answers (the httpOnly cookie carries the session), and
// its error answers are rewritten into our one error envelope so the web handles every failure the same way.
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { access } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { AppError, englishMessage, isMessageKey } from '#server/http/app-error';
import { clientIp } from '#server/http/client-ip';
import { databaseUnavailable } from '#server/http/error-handler';
import { AUTH_RATE_LIMIT_MESSAGE, refuseRateLimited } from '#server/http/rate-limit';
import type { ErrorCode } from '#shared/api-error';
import type { MessageKey } from '#shared/message-key';
import { CLIENT_IP_HEADER } from './auth';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'NOT_AUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_FAILED',
};

/** The better-auth endpoints we use, by method; everything else under /api/auth answers 404 (decision 010). */
const ALLOWED: Record<'GET' | 'POST', RegExp[]> = {
  GET: [/^\/get-session$/, /^\/verify-email$/, /^\/reset-password\/[\w.-]+$/, /^\/error$/],
  POST: [
    /^\/sign-up\/email$/,
    /^\/sign-in\/email$/,
    /^\/sign-in\/social$/,
    /^\/sign-out$/,
    /^\/request-password-reset$/,
    /^\/reset-password$/,
    /^\/send-verification-email$/,
    /^\/change-email$/,
    /^\/change-password$/,
  ],
};

/** The OAuth return (GET, or POST for form_post): only when Google sign-in is configured. */
const OAUTH_CALLBACK = /^\/callback\/[\w-]+$/;

/** better-auth's refusals a person meets, by its code: the message key that says them in every language. */
const BETTER_AUTH_KEYS: Partial<Record<string, MessageKey>> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidEmailPassword',
};

function isAllowed(method: string, pathname: string, oauthConfigured: boolean): boolean {
  const prefix = '/api/auth';
  if (!pathname.startsWith(`${prefix}/`)) return false;
  const rest = pathname.slice(prefix.length);
  if (method !== 'GET' && method !== 'POST') return false;
  if (oauthConfigured && OAUTH_CALLBACK.test(rest)) return true;
  return ALLOWED[method].some((pattern) => pattern.test(rest));
}

/** Drops every `token` field: sign-in, sign-up, get-session and change-password would otherwise echo the session token. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

async function stripTokens(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(withoutTokens(body)), { status: response.status, headers });
}

export const authRoutes = new Hono<AppEnv>().on(
  ['GET', 'POST'],
  '/*',
  access({ audience: 'betterAuth' }),
  async (c) => {
    // The raw pathname, exactly as better-auth's router will see it: no decoding or normalising on our side.
    const { env } = c.get('deps');
    const oauthConfigured = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
    if (!isAllowed(c.req.method, new URL(c.req.raw.url).pathname, oauthConfigured)) {
      // The same answer as any unknown /api route: a disabled endpoint does not even say it exists.
      throw new AppError('NOT_FOUND', 'noApiRoute', { params: { method: c.req.method, path: c.req.path } });
    }
    const { auth } = c.get('deps');
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    const method = c.req.method;
    const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.raw.arrayBuffer();
    const response = await auth.handler(new Request(c.req.raw.url, { method, headers, body }));
    if (response.status < 400) return stripTokens(response);
    // better-auth answers a database outage with its own bare 500 (an empty body when a transaction's rollback fails
    // too, or 422 'Failed to create user' at sign-up); ours is a 503 the client may retry.
    if (response.status >= 500 || response.status === 422) {
      const unavailable = await databaseUnavailable(undefined, c);
      if (unavailable) return unavailable;
    }
    if (response.status === 429) {
      // better-auth counted one of its endpoint limits (declared in http/rate-limit.ts): our refusal, its wait.
      for (const name of ['Retry-After', 'X-Retry-After'] as const) {
        const seconds = response.headers.get(name);
        if (seconds) c.header(name, seconds);
      }
      refuseRateLimited(AUTH_RATE_LIMIT_MESSAGE);
    }
    if (!response.headers.get('content-type')?.includes('application/json')) return response;
    const original = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    // A suspended account coming back from Google is refused when its session would start, after better-auth's
    // own redirect-on-error: it goes back to the sign-in page with the reason, like every other Google refusal,
    // instead of a JSON page in the browser.
    if (OAUTH_CALLBACK.test(new URL(c.req.raw.url).pathname.slice('/api/auth'.length)) && original.code) {
      const back = c.redirect(`/signin?error=oauth&error=${encodeURIComponent(original.code)}`, 302);
      for (const value of response.headers.getSetCookie()) back.headers.append('set-cookie', value);
      return back;
    }
    const status = response.status as ContentfulStatusCode;
    // better-auth's own refusals that people see are known by their code; ours inside its hooks (a suspended
    // account, the invitation gate) carry a message key.
    const key =
      original.message && isMessageKey(original.message)
        ? original.message
        : original.code
          ? BETTER_AUTH_KEYS[original.code]
          : undefined;
    const message = key ? englishMessage(key) : original.message || response.statusText || 'Request failed';
    const rewritten = c.json(
      {
        error: {
          code: CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'),
          message,
          ...(key ? { key } : {}),
          ...(original.code ? { reason: original.code } : {}),
          requestId: c.get('requestId'),
        },
      },
      status,
    );
    for (const name of ['retry-after', 'x-retry-after', 'set-cookie']) {
      const value = response.headers.get(name);
      if (value) rewritten.headers.set(name, value);
    }
    return rewritten;
  },
);
