// Every page of the web app, rendered by React Router's framework mode from the web build's server bundle
// (decision 030-w). Each request gets its page context: an in-process caller of the API as this request's caller
// (its cookies, so the API's own guards decide what the page may show), the locale it is served in, and the nonce
// its Content-Security-Policy allows the framework's inline scripts with. The pages that are the same for every
// visitor are drawn once per locale and kept for visitors (kept-pages.ts, decision 030-p).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { COOKIES } from '#shared/client-storage';
import { isLocale, LOCALE_COOKIE, type Locale, localeOfRequest } from '#shared/locales';
import { type PageContext, PSEUDO_COOKIE } from '#shared/page-context';
import type { AppEnv } from './app-env';
import {
  KEPT_PAGE_CACHE_CONTROL,
  type KeptPage,
  type VisitorPage,
  visitorPageCookies,
  visitorPageOf,
} from './kept-pages';
import { contentSecurityPolicy } from './security-headers';

type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

export function mountWebPages(app: Hono<AppEnv>, serverBuildFile: string): void {
  let handler: PageHandler | undefined;
  // Loaded at the first page, not at start-up, so the API runs (and its tests) without a web build. Loaded by path,
  // as the build wrote it (an ES module without top-level await, which require() loads).
  const loadHandler = () => {
    if (!handler) {
      const build = createRequire(import.meta.url)(serverBuildFile) as ServerBuild;
      const handle = createRequestHandler(build, 'production');
      handler = (request, context) => handle(request, context);
    }
    return handler;
  };
  /**
   * Answers `/api` in-process for a page: with `cookie` (the request's, or a kept page's device choices) unless the
   * caller names its own (an action reading the session its sign-in just started).
   */
  const apiFor =
    (
      c: Context<AppEnv>,
      cookie: string | undefined,
      acceptLanguage: string | undefined,
    ): PageContext['api'] =>
    (path, init) => {
      const headers = new Headers(init?.headers);
      if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
      if (acceptLanguage) headers.set('accept-language', acceptLanguage);
      return Promise.resolve(app.request(path, { ...init, headers }, c.env));
    };

  /**
   * A visitor's page drawn from its key alone: the site's own address, the device choices the key names, no nonce
   * (its scripts are allowed by their hashes). Undefined when it is not a page to keep: not a 200 page, a cookie
   * set, or an answer of the API it read that failed (it would keep the failure for every visitor).
   */
  const drawForVisitors = async (c: Context<AppEnv>, page: VisitorPage): Promise<string | undefined> => {
    const cookie = visitorPageCookies(page);
    const request = new Request(new URL(page.path, c.get('deps').env.publicUrl), {
      headers: { cookie, 'accept-language': page.locale },
    });
    let apiFailed = false;
    const api = apiFor(c, cookie, page.locale);
    const context: PageContext = {
      api: async (path, init) => {
        const answer = await api(path, init);
        if (answer.status >= 500) apiFailed = true;
        return answer;
      },
      locale: page.locale,
      pseudo: false,
      nonce: '',
    };
    const response = await loadHandler()(request, context);
    const html = await response.text();
    const keepable =
      response.status === 200 &&
      response.headers.get('Content-Type')?.startsWith('text/html') &&
      !response.headers.has('Set-Cookie') &&
      !apiFailed;
    return keepable ? html : undefined;
  };

  const keptAnswer = (c: Context<AppEnv>, page: KeptPage): Response => {
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      // The same for every visitor in a locale and cookie choice: any cache may keep it briefly, but not across a
      // change of cookies (signing in, a language chosen) or of the languages the browser asks for. Said in full
      // here, so a HEAD (which the compression does not see) names the same variants as the GET.
      'Cache-Control': KEPT_PAGE_CACHE_CONTROL,
      Vary: 'Cookie, Accept-Language, Accept-Encoding',
      ETag: page.etag,
      'Content-Security-Policy': contentSecurityPolicy({
        https: c.get('deps').env.publicUrl.startsWith('https:'),
        scriptHashes: page.scriptHashes,
      }),
    });
    if (page.matches(c.req.header('if-none-match'))) return new Response(null, { status: 304, headers });
    return new Response(page.body, { status: 200, headers });
  };

  // POST: the front door's forms post to their page's action, with or without the app's scripts (decision 030-f).
  app.on(['GET', 'HEAD', 'POST'], '*', async (c) => {
    if (!fs.existsSync(serverBuildFile)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    const cookie = c.req.header('cookie');
    const acceptLanguage = c.req.header('accept-language');
    const locale = localeOfRequest(getCookie(c, LOCALE_COOKIE), acceptLanguage);
    const pseudo = getCookie(c, PSEUDO_COOKIE) === 'on';
    const visitorPage = visitorPageOf(c.req.raw, locale, pseudo);
    if (visitorPage) {
      const kept = await c.get('deps').keptPages.get(visitorPage, () => drawForVisitors(c, visitorPage));
      if (kept) return keptAnswer(c, kept);
    }
    const nonce = randomBytes(16).toString('base64');
    const requestApi = apiFor(c, cookie, acceptLanguage);
    // The child area is drawn in the language the parent chose for the child, when there is one.
    const child =
      getCookie(c, COOKIES.child) && CHILD_AREA.test(c.req.path)
        ? await childSessionOnce(requestApi)
        : undefined;
    const api = child?.api ?? requestApi;
    const context: PageContext = { api, locale: child?.locale ?? locale, pseudo, nonce };
    const response = await loadHandler()(c.req.raw, context);
    if (response.headers.get('Content-Type')?.startsWith('text/html')) {
      const https = c.get('deps').env.publicUrl.startsWith('https:');
      response.headers.set('Content-Security-Policy', contentSecurityPolicy({ https, nonce }));
    }
    return response;
  });
}

/** The child area's pages (not the visitor's demo), drawn in the language the parent chose for the child. */
const CHILD_AREA = /^\/(tv\/)?child(\/(?!demo(\/|$))|$)/;

const CHILD_SESSION_PATH = '/api/child/session';

/**
 * Reads this device's child session once for a child page: the language the parent chose for the child, if any
 * (undefined: the device's), and an API caller that hands the page's loader that same answer the first time it asks
 * for the session, so a child page costs one read of it. Later reads (after an action, say) go to the API.
 */
export async function childSessionOnce(
  api: PageContext['api'],
): Promise<{ locale: Locale | undefined; api: PageContext['api'] }> {
  const answer = await api(CHILD_SESSION_PATH);
  let kept: Response | undefined = answer.clone();
  const reuse: PageContext['api'] = (path, init) => {
    const first = kept;
    if (first && path === CHILD_SESSION_PATH && (init?.method ?? 'GET') === 'GET') {
      kept = undefined;
      return Promise.resolve(first);
    }
    return api(path, init);
  };
  if (!answer.ok) return { locale: undefined, api: reuse };
  const session = (await answer.json().catch(() => null)) as {
    child?: { interfaceLanguage?: unknown };
  } | null;
  const language = session?.child?.interfaceLanguage;
  return { locale: typeof language === 'string' && isLocale(language) ? language : undefined, api: reuse };
}
