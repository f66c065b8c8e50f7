// The server's render of a page (decision 030-w). The page's own components say what they show: the page is
// rendered once to learn which queries it asks for, those are answered in-process for this request's caller
// (the same /api routes, guards and JSON the browser gets), and so on while answers lead to further queries; then
// the page is rendered with every answer in hand, and the answers and the text namespaces it used go into the HTML
// for the browser's first render (page-state.ts). No page has its own seeding code.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { setFetchSource } from '#web/lib/api-client';
import { setServerCookieSource } from '#web/lib/cookies';
import { createI18n, setActiveI18nSource } from '#web/lib/i18n/i18n';
import { NAMESPACES } from '#web/lib/i18n/namespaces';
import { createQueryClient } from '#web/lib/query-client';
import './load-context';
import { PageStateText, pageStateText } from './page-state';
import { Providers } from './providers';

/** What code outside React reaches during one request's render: its caller's API, texts and cookies. */
const requestScope = new AsyncLocalStorage<{ fetch: typeof fetch; i18n: I18n; cookies: string }>();
setFetchSource(() => requestScope.getStore()?.fetch ?? fetch);
setServerCookieSource(() => requestScope.getStore()?.cookies ?? '');
setActiveI18nSource(() => requestScope.getStore()?.i18n);

/** Answers that lead to further queries (a page's item, then its creator) are followed this many rounds at most. */
const MAX_ROUNDS = 4;
/** A render that has not finished by then is cut short: the browser finishes it. */
const RENDER_TIMEOUT_MS = 10_000;
export const streamTimeout = RENDER_TIMEOUT_MS;

const LINK_NONCE = /(<link\b[^>]*?) nonce="[^"]*"/g;

/** The error messages are fetched after the first paint in the browser (i18n.ts): the server leaves them out too. */
const SERVER_NAMESPACES = NAMESPACES.filter((namespace) => namespace !== 'errors');

/** The whole document once every boundary is in (every lazy part and suspended query resolved). */
function renderDocument(element: ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
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
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // Every part in place, none moved in by a script afterwards: the page must read (and its forms work) with
      // JavaScript off. React otherwise sends a large finished part apart from its place, for a script to move.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A part that fails is drawn by the browser (React retries it there); say why on the server.
        console.error(error);
      },
    });
    setTimeout(abort, RENDER_TIMEOUT_MS + 1_000);
  });
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** Renders until no query the page asks for is left unanswered (each is asked once). */
async function answerQueries(queryClient: QueryClient, render: () => Promise<string>): Promise<void> {
  const asked = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    await render();
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.data === undefined && !asked.has(query.queryHash) && isEnabled(query));
    if (waiting.length === 0) return;
    for (const query of waiting) asked.add(query.queryHash);
    // A failed answer stays failed in the cache; the page shows its error as it would in the browser.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  context: AppLoadContext,
): Promise<Response> {
  const queryClient = createQueryClient();
  // A failed answer is the page's to show, at once: the browser asks again after hydrating.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const i18n = await createI18n(context.locale, { namespaces: SERVER_NAMESPACES, pseudo: context.pseudo });
  const scope = {
    fetch: ((input, init) => context.api(String(input), init)) as typeof fetch,
    i18n,
    cookies: request.headers.get('cookie') ?? '',
  };
  // The rounds that only learn the queries leave out the loaders' data stream, which can be read once.
  const page = (state: string, final: boolean) => (
    <PageStateText value={state}>
      <Providers queryClient={queryClient} i18n={i18n}>
        <ServerRouter
          context={final ? routerContext : { ...routerContext, serverHandoffStream: undefined }}
          url={request.url}
          nonce={context.nonce}
        />
      </Providers>
    </PageStateText>
  );
  const html = await requestScope.run(scope, async () => {
    await answerQueries(queryClient, () => renderDocument(page('', false), context.nonce));
    const used = (i18n as I18n & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
    const state = pageStateText({
      queries: dehydrate(queryClient),
      namespaces: [...new Set(['common', ...(used?.getUsedNamespaces() ?? [])])],
      pseudo: context.pseudo,
    });
    return renderDocument(page(state, true), context.nonce);
  });
  // Only scripts need the nonce. The framework puts it on its <link>s too, where the browser hides it from the DOM
  // and the browser's render, which has no nonce, would then differ from the server's (a hydration mismatch).
  const body = html.replace(LINK_NONCE, '$1');
  queryClient.clear();
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // Drawn for this caller, in their language: never kept by a shared cache, asked again on every visit.
  headers.set('Cache-Control', 'private, no-cache');
  headers.set('Vary', 'Cookie, Accept-Language');
  return new Response(body, { status, headers });
}
