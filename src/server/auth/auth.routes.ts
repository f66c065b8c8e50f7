// Mounts better-auth at /api/auth/*: the client IP comes from our socket, and its error answers are rewritten
// into our one error envelope so the web handles every failure the same way.
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorCode, RATE_LIMITED_MESSAGE } from '../../shared/api-error';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { CLIENT_IP_HEADER } from './auth';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'NOT_AUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/auth/*', async (c) => {
  const { auth } = c.get('deps');
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  const method = c.req.method;
  const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.raw.arrayBuffer();
  const response = await auth.handler(new Request(c.req.raw.url, { method, headers, body }));
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) {
    return response;
  }
  const original = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  const status = response.status as ContentfulStatusCode;
  const message =
    status === 429 ? RATE_LIMITED_MESSAGE : original.message || response.statusText || 'Request failed';
  const rewritten = c.json(
    {
      error: {
        code: CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'),
        message,
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
});
