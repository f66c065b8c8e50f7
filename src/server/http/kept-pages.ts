// The pages that are the same for every visitor (decision 030-p): drawn once per locale and cookie choice by the
// same React Router render as every other page, kept in this process, and served from memory to every visitor who
// carries no personal cookie, with public cache headers. They are dropped when what they show may have changed: an
// administrator's successful write, a catalog change (the featured video, the figures), and after a short lifetime
// for what nothing announces. A signed-in caller or a device in child mode never gets one: their request renders
// for them, as every other page does.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { COOKIES } from '#shared/client-storage';
import type { Locale } from '#shared/locales';
import type { AppEnv } from './app-env';
import { isVisitorRequest } from './route-cache';

/** The pages drawn the same for every visitor in a locale: nothing on them depends on who is looking. */
export const KEPT_PAGE_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/pricing',
  '/about',
  '/benefits',
  '/upgrade',
  '/beta',
  '/tutor',
  '/contact',
  '/terms',
  '/privacy',
  '/content-policy',
  '/halal-content-policy',
  '/youtube-notice',
]);

/** How long a kept page is served before it is drawn again, for changes nothing announces (the rounded figures). */
export const KEPT_PAGE_LIFETIME_MS = 60_000;

/** What a browser or shared cache may do with a kept page: keep it as briefly as the server does. */
export const KEPT_PAGE_CACHE_CONTROL = `public, max-age=${KEPT_PAGE_LIFETIME_MS / 1000}`;

/** The variants a visitor's page is drawn in: the key of one kept page. */
export type VisitorPage = { path: string; locale: Locale; consentChosen: boolean };

/**
 * The page this request asks for, if it is one that is the same for every visitor and the request is a visitor's
 * (a GET or HEAD without a query, an Authorization header or any cookie but a device's choices, and without the
 * test pseudo-locale); otherwise undefined and the page is drawn for this request.
 */
export function visitorPageOf(
  request: { method: string; url: string; headers: Headers },
  locale: Locale,
  pseudo: boolean,
): VisitorPage | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const url = new URL(request.url);
  if (url.search !== '' || !KEPT_PAGE_PATHS.has(url.pathname) || pseudo) return undefined;
  // A session, the child credential or any cookie but the device's own choices makes the request personal.
  if (!isVisitorRequest(request.headers)) return undefined;
  const cookie = request.headers.get('cookie') ?? '';
  const consentChosen = cookie.split(';').some((pair) => pair.trim() === `${COOKIES.consent}=1`);
  return { path: url.pathname, locale, consentChosen };
}

/** The cookies a visitor's page is drawn with: exactly what its key says, nothing of the visitor who asked first. */
export function visitorPageCookies(page: VisitorPage): string {
  return [`${COOKIES.locale}=${page.locale}`, ...(page.consentChosen ? [`${COOKIES.consent}=1`] : [])].join(
    '; ',
  );
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources of a page's inline scripts: a kept page is served to many visitors, so its scripts are allowed by
 * their content, not by a nonce that would be the same in every copy. The browser hashes a script's text after its
 * HTML parser turned CR LF into LF, so the same is done here.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const normalised = text.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** One visitor's page, drawn once: its HTML, the hashes its CSP allows and its validator. */
export class KeptPage {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly scriptHashes: readonly string[];
  readonly etag: string;

  constructor(
    html: string,
    readonly expires: number,
  ) {
    this.body = new TextEncoder().encode(html);
    this.scriptHashes = inlineScriptHashes(html);
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }

  /** True when the browser's copy (If-None-Match) is this page; the compression on the way out weakens the tag. */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === this.etag || tag === '*');
  }
}

/**
 * What the kept pages follow to stay true to the catalog, the settings and administrators' edits on every node (the
 * route cache, handed in at start-up).
 */
export type ChangeNotices = {
  /** `drop` is called on every change and whenever the notices stop or start; returns an unsubscribe. */
  subscribe: (drop: () => void) => () => void;
  ensureListening: () => void;
  /** True while changes are announced: only then may a copy of what the catalog shows be served from memory. */
  readonly listening: boolean;
};

/**
 * The process's kept visitor pages (made in app-deps.ts, held in AppDeps). A page is kept only while catalog
 * changes are announced, and a change or an administrator's write drops every page, including a drawing under way:
 * the next request draws again from what the database says then.
 */
export class KeptPages {
  private readonly pages = new Map<string, KeptPage>();
  private readonly pending = new Map<string, Promise<KeptPage | undefined>>();
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly changes: ChangeNotices,
    private readonly lifetimeMs = KEPT_PAGE_LIFETIME_MS,
  ) {
    this.unsubscribe = changes.subscribe(() => this.forget());
  }

  /**
   * The kept page for `page`, or the one `draw()` makes (undefined when it cannot be kept: a redirect, an error).
   * Visitors asking together for a page not kept yet share one drawing.
   */
  async get(page: VisitorPage, draw: () => Promise<string | undefined>): Promise<KeptPage | undefined> {
    this.changes.ensureListening();
    const key = `${page.locale} ${page.consentChosen ? 'chosen' : 'unchosen'} ${page.path}`;
    const kept = this.changes.listening ? this.pages.get(key) : undefined;
    if (kept && kept.expires > Date.now()) return kept;
    const drawing = this.pending.get(key);
    if (drawing) return drawing;
    const generation = this.generation;
    const promise = draw()
      .then((html) => {
        if (html === undefined) return undefined;
        const made = new KeptPage(html, Date.now() + this.lifetimeMs);
        // A change announced while the page was drawn may not be in it: served to those who asked, not kept.
        if (this.changes.listening && generation === this.generation) this.pages.set(key, made);
        return made;
      })
      // A drawing that throws is not kept: each request then draws its own page, which reports the failure.
      .catch(() => undefined)
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  forget() {
    this.generation += 1;
    this.pages.clear();
    this.pending.clear();
  }

  /** Stops following the catalog and forgets every page (shutdown). */
  close() {
    this.unsubscribe();
    this.forget();
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mounted on the administrators' API: what the kept pages show (the site's name and footer, the testimonials, the
 * featured video, the registration mode, the plans) is edited there, so every successful write drops them.
 */
export const forgetKeptPagesAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!READS.has(c.req.method) && c.res.status < 400) c.get('deps').keptPages.forget();
};

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The pages that are the same for every visitor, drawn once per locale (kept-pages.ts). */
    keptPages: KeptPages;
  }
}
