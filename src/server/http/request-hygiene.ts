// Request hygiene in front of every route (decision 011), so no route can forget it: URLs without NUL bytes or broken
// encoding and with lower-case ids, state-changing /api requests only from our own origin, bodies size-limited while
// they are read, and bodies that are JSON (415 otherwise), valid UTF-8 and free of NUL bytes and lone surrogates.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { normaliseUuids } from '#shared/ids';
import type { MessageKey, MessageParams } from '#shared/message-key';
import type { AppEnv } from './app-env';
import { AppError, keyedIssue } from './app-error';

export const HYGIENE_MESSAGES = {
  badUrl: 'addressNotAllowed',
  badBodyText: 'bodyTextNotAllowed',
  foreignOrigin: 'foreignOrigin',
  missingOrigin: 'missingOrigin',
  notJson: 'bodyNotJson',
} as const;

const KB = 1024;
const MB = 1024 * KB;

export type BodyLimitRule = {
  prefix: string;
  maxBytes: number;
  message: MessageKey;
  params?: MessageParams;
  /**
   * The route streams the body to disk and limits it itself (tus): only a declared Content-Length is
   * checked here, since Hono's bodyLimit would buffer a chunked body in memory to count it.
   */
  streamed?: true;
};

/**
 * Body limits by path prefix, first match wins. The CSV import keeps the size it always had (its route also checks
 * it); better-auth's JSON is a few hundred bytes, so 64 KB leaves room and keeps anonymous requests cheap.
 */
export const BODY_LIMIT_RULES: readonly BodyLimitRule[] = [
  { prefix: '/api/auth/', maxBytes: 64 * KB, message: 'bodyTooLarge', params: { size: '64 KB' } },
  // tus PATCH chunks stream to disk; @tus/server also enforces the 100 MB upload size.
  {
    prefix: '/api/uploads/tus/',
    maxBytes: 101 * MB,
    message: 'fileSizeExceeds100mbLimit',
    streamed: true,
  },
  { prefix: '/api/admin/content/import', maxBytes: 31 * MB, message: 'fileLargerThan30Mb' },
  { prefix: '/', maxBytes: 1 * MB, message: 'bodyTooLarge', params: { size: '1 MB' } },
];

const TUS_CHUNK_TYPE = 'application/offset+octet-stream';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** NUL, or a UTF-16 surrogate without its pair: PostgreSQL refuses the first and cannot store the second. */
const UNSTORABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A JSON text that may decode to such a string: a raw NUL, or a \u0000 or surrogate escape. */
const SUSPECT_JSON =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
  /\u0000|\\u0000|\\u[dD][89a-fA-F]/;

const badUrl = () => new AppError('VALIDATION_FAILED', HYGIENE_MESSAGES.badUrl);

function decodeOrThrow(component: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(component);
  } catch {
    throw badUrl(); // %FF and friends: not UTF-8
  }
  if (UNSTORABLE.test(decoded)) throw badUrl();
  return decoded;
}

/**
 * Every path segment and query parameter, decoded, must be storable text. Upper-case UUIDs in the query are
 * lower-cased (path ids are lower-cased by the app's getPath, before routing).
 */
export const cleanUrls: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url;
  if (url.includes('%')) {
    const { pathname, search } = new URL(url);
    for (const segment of pathname.split('/')) if (segment.includes('%')) decodeOrThrow(segment);
    for (const pair of search.slice(1).split('&'))
      if (pair.includes('%')) decodeOrThrow(pair.replaceAll('+', ' '));
  }
  const queryStart = url.indexOf('?');
  if (queryStart !== -1) {
    const query = url.slice(queryStart);
    const normalised = normaliseUuids(query);
    if (normalised !== query) {
      const raw = c.req.raw;
      c.req.raw = new Request(url.slice(0, queryStart) + normalised, {
        method: raw.method,
        headers: raw.headers,
        body: raw.body,
        signal: raw.signal,
        ...(raw.body ? { duplex: 'half' } : {}),
      } as RequestInit);
    }
  }
  await next();
};

/**
 * POST/PUT/PATCH/DELETE under /api only from our own pages: the Origin must be one better-auth trusts too. Browsers
 * send Origin on every such fetch; a missing one is refused as well, since a forged form or a stripped header is the
 * only way to get there.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (!origin) throw new AppError('FORBIDDEN', HYGIENE_MESSAGES.missingOrigin);
      if (!allowed.has(origin)) throw new AppError('FORBIDDEN', HYGIENE_MESSAGES.foreignOrigin);
    }
    await next();
  };
}

/**
 * Refuses a body over its path's limit while it is read: a Content-Length over the limit at once, a chunked body as
 * soon as it passes the limit (Hono's bodyLimit counts the stream), so at most the limit is ever held in memory.
 */
export function bodyLimits(rules: readonly BodyLimitRule[] = BODY_LIMIT_RULES): MiddlewareHandler<AppEnv> {
  const limiters = rules.map((rule) => ({
    prefix: rule.prefix,
    limit: (rule.streamed
      ? declaredLengthLimit(rule)
      : bodyLimit({
          maxSize: rule.maxBytes,
          onError: () => {
            throw new AppError('PAYLOAD_TOO_LARGE', rule.message, rule.params ? { params: rule.params } : {});
          },
        })) as MiddlewareHandler<AppEnv>,
  }));
  return async (c, next) => {
    // A GET or HEAD has no body a route reads; asking for one (Hono's bodyLimit does) makes the Node adapter build a
    // full Request object for every page read, a cost every signed-in feed request would pay.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limiter = limiters.find((entry) => c.req.path.startsWith(entry.prefix));
    if (!limiter) return next();
    return limiter.limit(c, next);
  };
}

function declaredLengthLimit(rule: BodyLimitRule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > rule.maxBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', rule.message, rule.params ? { params: rule.params } : {});
    return next();
  };
}

/** The path of the first string (or key) PostgreSQL could not store, walking without recursion (deep JSON). */
function findUnstorableString(value: unknown): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return path;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return childPath;
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bodies of state-changing requests are JSON or nothing: a declared other type, or a body without a type, is 415
 * (an HTML form cannot send application/json across sites without a CORS preflight we never grant). A JSON body
 * must be valid UTF-8 without NUL or unpaired surrogates in any string, for our routes and better-auth's alike.
 * Bodies that are not valid JSON are left to the route, which answers its own 400.
 */
export const jsonBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!STATE_CHANGING.has(c.req.method)) return next();
  const contentType = c.req.header('content-type');
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
  // The one non-JSON body: a tus chunk, streamed to disk by the uploads route, never read here.
  if (mediaType === TUS_CHUNK_TYPE && c.req.method === 'PATCH' && c.req.path.startsWith('/api/uploads/tus/'))
    return next();
  if (mediaType !== undefined && mediaType !== 'application/json') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', HYGIENE_MESSAGES.notJson);
  }
  if (!c.req.raw.body) return next();
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  // Routes and better-auth read the body again: from c.req's cache, or from a fresh raw request holding the bytes.
  c.req.raw = new Request(c.req.raw, { body: bytes });
  if (bytes.byteLength === 0) return next();
  if (mediaType === undefined) throw new AppError('UNSUPPORTED_MEDIA_TYPE', HYGIENE_MESSAGES.notJson);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new AppError('VALIDATION_FAILED', HYGIENE_MESSAGES.badBodyText);
  }
  if (SUSPECT_JSON.test(text)) {
    if (text.includes('\u0000')) throw new AppError('VALIDATION_FAILED', HYGIENE_MESSAGES.badBodyText);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return next();
    }
    const path = findUnstorableString(parsed);
    if (path !== undefined) {
      throw new AppError('VALIDATION_FAILED', HYGIENE_MESSAGES.badBodyText, {
        issues: [keyedIssue(path, HYGIENE_MESSAGES.badBodyText)],
      });
    }
  }
  return next();
};
