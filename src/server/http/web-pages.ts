// Every page of the web app, rendered by React Router's framework mode from the web build's server bundle
// (decision 030-w). Each request gets its page context: an in-process caller of the API as this request's caller
// (its cookies, so the API's own guards decide what the page may show), the locale it is served in, and the nonce
// its Content-Security-Policy allows the framework's inline scripts with.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { COOKIES } from '#shared/client-storage';
import { isLocale, LOCALE_COOKIE, type Locale, localeOfRequest } from '#shared/locales';
import { type PageContext, PSEUDO_COOKIE } from '#shared/page-context';
import type { AppEnv } from './app-env';
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
  // POST: the front door's forms post to their page's action, with or without the app's scripts (decision 030-f).
  app.on(['GET', 'HEAD', 'POST'], '*', async (c) => {
    if (!fs.existsSync(serverBuildFile)) {
      return c.text('The web app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    }
    const cookie = c.req.header('cookie');
    const acceptLanguage = c.req.header('accept-language');
    const nonce = randomBytes(16).toString('base64');
    const api: PageContext['api'] = (path, init) => {
      const headers = new Headers(init?.headers);
      // A caller may name the cookies itself: an action reading the session its sign-in just started.
      if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
      if (acceptLanguage) headers.set('accept-language', acceptLanguage);
      return Promise.resolve(app.request(path, { ...init, headers }, c.env));
    };
    const context: PageContext = {
      api,
      locale:
        (getCookie(c, COOKIES.child) && CHILD_AREA.test(c.req.path) ? await childLanguage(api) : undefined) ??
        localeOfRequest(getCookie(c, LOCALE_COOKIE), acceptLanguage),
      pseudo: getCookie(c, PSEUDO_COOKIE) === 'on',
      nonce,
    };
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

/** The language the parent chose for the child of this device's child mode, if any (null: the device's). */
async function childLanguage(api: PageContext['api']): Promise<Locale | undefined> {
  const answer = await api('/api/child/session');
  if (!answer.ok) return undefined;
  const session = (await answer.json()) as { child?: { interfaceLanguage?: unknown } };
  const language = session.child?.interfaceLanguage;
  return typeof language === 'string' && isLocale(language) ? language : undefined;
}
