// The Node HTTP front of the app. Work that is the same for every request and needs nothing from the app is done
// here, on Node's own response object, before Hono runs: a request id, the security headers (computed once) and
// one access-log line when the response is done. An `answerEarly` hook may answer a request with a finished
// response without entering the app (the anonymous feed pages of feed-cache.ts); everything else goes to Hono
// (decision 009).
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Logger } from '#server/logger';
import type { AppEnv } from './app-env';
import { securityHeaders } from './security-headers';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A finished 200 answer the front writes as it is. `headers`: flat name, value pairs; an answer served again and
 * again should hand back the same array each time, so the front builds its full header list once (frontHeaders).
 */
export type FrontAnswer = { headers: readonly string[]; body: Uint8Array };

/**
 * Request ids: a random UUID drawn at start-up whose last 12 hex digits count the process's requests — unique like a
 * random UUID, the same shape, without drawing 16 random bytes for every request.
 */
export function requestIdSource(): () => string {
  const prefix = randomUUID().slice(0, 24);
  let next = Number.parseInt(randomUUID().slice(24, 32), 16);
  return () => {
    next = (next + 1) % 0x1000000000000;
    return prefix + next.toString(16).padStart(12, '0');
  };
}

type AppLike = { fetch: Parameters<typeof getRequestListener>[0] };

export type FrontOptions = {
  logger: Logger;
  https: boolean;
  /** Returns a finished answer for requests that need nothing from the app, or undefined (also if it throws). */
  answerEarly?: (incoming: IncomingMessage) => FrontAnswer | undefined;
};

export function createRequestListener(
  app: AppLike,
  options: FrontOptions,
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  const headers = securityHeaders({ https: options.https });
  const flatHeaders = headers.flat();
  const { logger, answerEarly } = options;
  const handle = getRequestListener(app.fetch);
  const nextRequestId = requestIdSource();
  // Per answer kind (an answer's stable header array): the security headers, the answer's own and the request id's
  // slot, built once. writeHead copies the list into the response synchronously, so the slot is filled per request.
  const frontHeaders = new WeakMap<readonly string[], string[]>();
  const headerListFor = (answer: FrontAnswer) => {
    let list = frontHeaders.get(answer.headers);
    if (!list) {
      list = [...flatHeaders, ...answer.headers, REQUEST_ID_HEADER, ''];
      frontHeaders.set(answer.headers, list);
    }
    return list;
  };
  const logRequest = (
    requestId: string,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    started: number,
    aborted: boolean,
  ) => {
    const url = incoming.url ?? '';
    const query = url.indexOf('?');
    const line: Record<string, unknown> = {
      requestId,
      method: incoming.method,
      path: query === -1 ? url : url.slice(0, query),
      status: outgoing.statusCode,
      ms: Math.round(performance.now() - started),
    };
    if (aborted) line.aborted = true;
    logger.info(line, 'request');
  };

  return (incoming, outgoing) => {
    const started = performance.now();
    const requestId = nextRequestId();
    let early: FrontAnswer | undefined;
    try {
      early = answerEarly?.(incoming);
    } catch (error) {
      // A failing shortcut must never take the process down: the app answers instead.
      logger.error({ err: error, requestId }, 'early answer failed; passing the request to the app');
    }
    if (early) {
      const list = headerListFor(early);
      list[list.length - 1] = requestId;
      outgoing.writeHead(200, list);
      outgoing.end(early.body);
      logRequest(requestId, incoming, outgoing, started, false);
      return;
    }
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    outgoing.setHeader(REQUEST_ID_HEADER, requestId);
    outgoing.once('close', () =>
      logRequest(requestId, incoming, outgoing, started, !outgoing.writableFinished),
    );
    void handle(incoming, outgoing);
  };
}

/**
 * The request id the front gave this request. Requests that did not come through it (in-process calls in tests)
 * get a fresh one, so error bodies always carry an id.
 */
export function requestIdOf(c: Context<AppEnv>): string {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  const id = outgoing?.getHeader(REQUEST_ID_HEADER);
  return typeof id === 'string' ? id : randomUUID();
}

/** Starts the app on a real socket; the server is listening when the promise resolves. */
export async function listen(
  app: AppLike,
  options: FrontOptions & { port: number; hostname: string },
): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(createRequestListener(app, options));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${options.hostname}:${port}` };
}
