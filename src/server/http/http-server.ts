// The Node HTTP front of the app. Work that is the same for every request and needs nothing from the app is done
// here, on Node's own response object, before Hono runs: a request id, the security headers (computed once) and
// one access-log line when the response is done; every request then goes to Hono (decision 009).
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Logger } from '#server/logger';
import type { AppEnv } from './app-env';
import { securityHeaders } from './security-headers';

export const REQUEST_ID_HEADER = 'X-Request-Id';

type AppLike = { fetch: Parameters<typeof getRequestListener>[0] };

export type FrontOptions = {
  logger: Logger;
  https: boolean;
};

export function createRequestListener(
  app: AppLike,
  options: FrontOptions,
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  const headers = securityHeaders({ https: options.https });
  const { logger } = options;
  const handle = getRequestListener(app.fetch);
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
    const requestId = randomUUID();
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
