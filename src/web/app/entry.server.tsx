// The server's render of a page (decision 030-w): once, with the request's own i18next instance and query client;
// the routes' loaders have already read what the page shows (prefetch.ts), so the HTML has it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { i18n as I18n } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { createI18n, setActiveI18nSource } from '#web/lib/i18n/i18n';
import { NAMESPACES } from '#web/lib/i18n/namespaces';
import { bundledTexts } from '#web/lib/i18n/texts.server';
import { createQueryClient } from '#web/lib/query-client';
import './load-context';
import { Providers } from './providers';

/**
 * The request's texts for code outside React (formatting helpers, server messages), which reads them through
 * activeI18n() until those helpers take the language from the component calling them.
 */
const requestTexts = new AsyncLocalStorage<I18n>();
setActiveI18nSource(() => requestTexts.getStore());

/** A render that has not finished by then is cut short: the browser finishes it. */
const RENDER_TIMEOUT_MS = 10_000;
export const streamTimeout = RENDER_TIMEOUT_MS;

/** Only scripts need the nonce; on a <link> the browser hides it from the DOM, which then differs from the render. */
const LINK_NONCE = /(<link\b[^>]*?) nonce="[^"]*"/g;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  context: AppLoadContext,
): Promise<Response> {
  const queryClient = createQueryClient();
  const i18n = await createI18n(context.locale, {
    namespaces: NAMESPACES,
    read: bundledTexts,
    pseudo: context.pseudo,
  });
  const html = await requestTexts.run(
    i18n,
    () =>
      new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            resolve(Buffer.concat(chunks).toString('utf8'));
            done();
          },
        });
        // The whole document at once (every boundary resolved): the page is complete without JavaScript.
        const { pipe, abort } = renderToPipeableStream(
          <Providers queryClient={queryClient} i18n={i18n}>
            <ServerRouter context={routerContext} url={request.url} nonce={context.nonce} />
          </Providers>,
          {
            nonce: context.nonce,
            // Every part in place, none moved in by a script afterwards: the page must read (and its forms work)
            // with JavaScript off. React otherwise sends a large finished part apart from its place, for a script.
            progressiveChunkSize: Number.MAX_SAFE_INTEGER,
            onAllReady: () => pipe(sink),
            onShellError: reject,
            onError: (error) => {
              // A part that fails is drawn by the browser (React retries it there); say why on the server.
              console.error(error);
            },
          },
        );
        setTimeout(abort, RENDER_TIMEOUT_MS + 1_000);
      }),
  );
  queryClient.clear();
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // Drawn for this caller, in their language: never kept by a shared cache, asked again on every visit. A page the
  // server keeps for every visitor is answered with its own headers instead (server/http/kept-pages.ts).
  headers.set('Cache-Control', 'private, no-cache');
  headers.set('Vary', 'Cookie, Accept-Language');
  return new Response(html.replace(LINK_NONCE, '$1'), { status, headers });
}
