// The SPA's HTML with <link rel="modulepreload"> for what its first render fetches anyway: the visitor's locale
// texts and, on the public first-load pages, the page's own chunks. Without them the browser learns of these files
// only after the entry script has downloaded and run — one round trip more before anything shows on a slow phone.
// The locale is the web app's cookie (it mirrors the device's choice), else Accept-Language (a first visit follows
// the browser, as the app does), else English. Chunk names come from Vite's build manifest.
import fs from 'node:fs';
import path from 'node:path';
import { CHILD_COOKIE, type ChildFeedBoot } from '#shared/child-mode';
import { drawnImageUrl } from '#shared/drawn-image-url';
import type { ContentDetail } from '#shared/feed.schema';
import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  localeFromAcceptLanguage,
} from '#shared/locales';
import { CONSENT_COOKIE } from '#shared/outreach-messages';
import {
  CONSENT_BANNER_FILE,
  type ConsentVariant,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFileName,
} from '#shared/prerendered-pages';
import type { HomeBoot } from '#shared/site.schema';
import { parseYouTubeVideoId } from '#shared/youtube-url';
import { createRenderWorker } from './render-worker';

type ManifestChunk = { file: string; imports?: string[]; assets?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/**
 * The pages a visitor most often opens first, by path: their source modules, and whether they also need the
 * locale's pages texts (router.tsx route() rather than firstLoadRoute()).
 */
const FIRST_PAGES: { matches: (pathname: string) => boolean; sources: string[]; pageTexts?: boolean }[] = [
  { matches: (p) => p === '/', sources: ['app/routes/home-page.tsx'] },
  { matches: (p) => p === '/pricing', sources: ['features/site/pages/pricing-page.tsx'] },
  { matches: (p) => p === '/feed', sources: ['features/feed/pages/feed-page.tsx'] },
  { matches: (p) => p.startsWith('/video/'), sources: ['features/video/pages/video-page.tsx'] },
  {
    matches: (p) => p === '/child/feed',
    sources: ['features/child-mode/pages/child-layout.tsx', 'features/child-mode/pages/child-feed-page.tsx'],
  },
];

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export function requestLocale(headers: { cookie?: string; acceptLanguage?: string }): Locale {
  const fromCookie = cookieValue(headers.cookie, LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  return localeFromAcceptLanguage(headers.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** Every chunk a manifest entry needs: itself and its static imports, transitively (the HTML entry's aside). */
function closure(manifest: Manifest, keys: string[], out = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (out.has(key) || key === 'index.html') continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    out.add(key);
    closure(manifest, chunk.imports ?? [], out);
  }
  return out;
}

/** The files to preload for a page view: the locale's first-load chunk (and pages chunk), then the page's chunks. */
export function preloadFiles(manifest: Manifest, pathname: string, locale: Locale): string[] {
  const entryChunks = closure(manifest, manifest['index.html']?.imports ?? []);
  const keys = [`locales/${locale}/index.ts`];
  const page = FIRST_PAGES.find((candidate) => candidate.matches(pathname));
  if (page?.pageTexts) keys.push(`locales/${locale}/pages.ts`);
  if (page) keys.push(...page.sources);
  return [...closure(manifest, keys)]
    .filter((key) => !entryChunks.has(key))
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file));
}

/**
 * The font files the first paint of a page in `locale` uses (the faces of styles.css, each limited by its
 * unicode-range): Nunito's Latin file everywhere (the brand name and Latin text), its Latin Extended file for
 * Turkish (ı ş ğ), and Urdu's Nastaliq (regular). Without a preload the browser asks for a font only once text using
 * it is laid out, after the scripts have run: the text is painted in a fallback face first and moves when the font
 * arrives. Nastaliq's tall lines would move the page, so it is preloaded; Arabic's Naskh (94 KB) is not: the system's
 * Arabic face has nearly its metrics (CLS 0.002 without the preload), and the preload competed with the first page's
 * scripts for the phone's bandwidth (/feed in Arabic: LCP 3.4 s with it, 3.0 s without; decision 022-p addendum).
 */
const FONT_FILES: Record<Locale, RegExp[]> = {
  en: [/\/nunito-latin-wght-normal-[^/]+\.woff2$/],
  fr: [/\/nunito-latin-wght-normal-[^/]+\.woff2$/],
  ms: [/\/nunito-latin-wght-normal-[^/]+\.woff2$/],
  tr: [/\/nunito-latin-wght-normal-[^/]+\.woff2$/, /\/nunito-latin-ext-wght-normal-[^/]+\.woff2$/],
  ar: [/\/nunito-latin-wght-normal-[^/]+\.woff2$/],
  ur: [/\/nunito-latin-wght-normal-[^/]+\.woff2$/, /\/noto-nastaliq-urdu-arabic-400-normal-[^/]+\.woff2$/],
};

export function fontFiles(manifest: Manifest, locale: Locale): string[] {
  const assets = manifest['index.html']?.assets ?? [];
  return FONT_FILES[locale].flatMap((pattern) => assets.filter((file) => pattern.test(`/${file}`)));
}

export function withPreloads(html: string, files: string[], fonts: string[] = []): string {
  if (files.length === 0 && fonts.length === 0) return html;
  // The same attributes as Vite's own modulepreload links, so import() reuses the preloaded module; fonts are
  // fetched in CORS mode, so their preload says crossorigin too (else the browser downloads them twice).
  const links = [
    ...fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/**
 * The page as the visitor's language starts it: `<html lang dir>` already right (no flip from left to right when
 * the app starts in Arabic or Urdu), and the static top bar of index.html (the logo, painted before any script
 * runs) left out in the child area, which has its own frame.
 */
export function forVisitor(html: string, pathname: string, locale: Locale): string {
  const page = html.replace(/<html lang="[^"]*">/, `<html lang="${locale}" dir="${directionOf(locale)}">`);
  const childArea = pathname === '/child' || pathname.startsWith('/child/');
  return childArea ? page.replace(/<!--shell-->[\s\S]*?<!--\/shell-->/, '') : page;
}

/**
 * The prerendered page for this visit, if the build made one: the public pages of PRERENDERED_PAGES, in the
 * visitor's locale, with the cookie banner unless the consent cookie says this device chose. None for a device in
 * child mode (its first render is a redirect into the child area).
 */
export function prerenderedFor(
  pathname: string,
  headers: { cookie?: string },
): { name: PrerenderedPage['name']; variant: ConsentVariant } | null {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === pathname);
  if (!page || cookieValue(headers.cookie, CHILD_COOKIE)) return null;
  return { name: page.name, variant: cookieValue(headers.cookie, CONSENT_COOKIE) === '1' ? 'chosen' : 'ask' };
}

/**
 * index.html with a prerendered page in its root, marked for main.tsx to hydrate: the static top bar makes way for
 * it, and the page's <title> (React puts it first in the markup) replaces index.html's.
 */
export function withPrerendered(html: string, markup: string): string {
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0];
  const body = title ? markup.slice(title.length) : markup;
  const page = html.replace(
    /<div id="root"><!--shell-->[\s\S]*?<!--\/shell--><\/div>/,
    () => `<div id="root" data-prerendered="true">${body}</div>`,
  );
  return title ? page.replace(/<title>[^<]*<\/title>/, () => title) : page;
}

/** Pages in the app's own layout (top bar, cookie banner): everything but the child area and the TV screens. */
export function inAppLayout(pathname: string): boolean {
  return !/^\/(?:child|tv)(?:\/|$)/.test(pathname);
}

/**
 * Pages whose scripts are still requested with the HTML: a video page, whose largest picture (the poster, then the
 * first frame) only the app can draw — there a frame's wait for the static frame's paint is only a delay. Not when
 * the HTML has the player itself (our own video: withBootPlayer); the scripts then wait for the video (boot.js).
 */
export function scriptsFirst(pathname: string): boolean {
  return pathname.startsWith('/video/');
}

const VIDEO_PAGE = /^\/video\/([^/]+)\/?$/;

/** The id of a /video/:id page, as the app's route reads it; undefined for any other path or a malformed one. */
export function videoPageId(pathname: string): string | undefined {
  const raw = VIDEO_PAGE.exec(pathname)?.[1];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A video page's item in its HTML, as the API answers it (JSON in a data block; `<` escaped, so no text in it can
 * close the block): the app's first render reads it instead of asking (features/video boot-page.ts).
 */
export function withBootContent(html: string, content: ContentDetail): string {
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="boot-content">${json}</script>`;
  return html.replace('</body>', () => `  ${block}\n  </body>`);
}

export const CHILD_FEED_PAGE = '/child/feed';

/**
 * The child feed's first render in the HTML (decision 026): the session and first page as a JSON block the app reads
 * before it renders (`<` escaped, as above), and a preload of the first tile's picture (the page's largest paint) in
 * the language the tiles will ask for it, so it downloads beside the scripts rather than after them.
 */
export function withBootChildFeed(html: string, boot: ChildFeedBoot, deviceLocale: Locale): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="boot-child-feed">${json}</script>`;
  const first = boot.feed.items[0]?.thumbnailUrl;
  const withBlock = html.replace('</body>', () => `  ${block}\n  </body>`);
  if (!first) return withBlock;
  const href = drawnImageUrl(first, boot.session.child.interfaceLanguage ?? deviceLocale);
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`;
  return withBlock.replace('</head>', () => `  ${preload}\n  </head>`);
}

/**
 * The landing page's data in its HTML (decision 028): what the API answered this request, as a JSON block the app
 * reads before its first render (`<` escaped, as above), so that render is the server's drawing.
 */
export function withBootHome(html: string, boot: HomeBoot): string {
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="boot-home">${json}</script>`;
  return html.replace('</body>', () => `  ${block}\n  </body>`);
}

/** A better-auth session cookie (either spelling): the visitor may be signed in, and "/" is theirs, not drawn. */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookie ?? '');
}

/**
 * A video page's player box in the HTML, under the static top bar, where the page will show it. The markup mirrors
 * the video page (video-page.tsx, video-player.tsx, file-video.tsx): the same boxes and classes, so nothing moves
 * when the app takes over; the row above the player is where its "Back to videos" link goes. The frame (with the
 * cookie banner, if any, after the player as in the app) follows #root: the app's first render replaces what is
 * inside #root, and a <video> taken out of the page is paused. The app drops the frame as its page shows
 * (features/video boot-page.ts).
 */
function withBootFrame(html: string, inner: string, banner: string | null | undefined): string {
  const frame = [
    '<div id="boot-player"><div class="mx-auto max-w-4xl px-3 pt-3 sm:px-4">',
    '<div class="mb-3 -ms-2 min-h-9"></div>',
    '<div dir="ltr" class="relative mx-auto overflow-hidden rounded-3xl bg-stone-950 shadow-lg aspect-video w-full">',
    `${inner}</div></div>${banner ?? ''}</div>`,
  ].join('');
  return html.replace(/(<div id="root"[^>]*>[\s\S]*?<!--\/shell--><\/div>)/, (root) => `${root}${frame}`);
}

/**
 * Our own video's player: the browser starts on its playlist and first segment while the app's scripts download,
 * and a visitor may press play before they have run; the app then takes this very element into its player
 * (FileVideo), playing on. Only a playlist the browser plays itself loads here (a <source> of its type; others skip
 * it and hls.js plays it once the app runs).
 */
export function withBootPlayer(
  html: string,
  player: { src: string; poster: string; title: string },
  /** The static cookie banner, which follows the page there as it does in the app (its spacer below the player). */
  banner?: string | null,
): string {
  const video = [
    '<video data-boot-player',
    `aria-label="${escapeAttribute(player.title)}"`,
    'translate="no" dir="auto" class="size-full bg-black object-contain"',
    `poster="${escapeAttribute(player.poster)}"`,
    'controls playsinline preload="metadata">',
    `<source src="${escapeAttribute(player.src)}" type="application/vnd.apple.mpegurl"></video>`,
  ].join(' ');
  return withBootFrame(html, `<div class="relative size-full">${video}</div>`, banner);
}

/**
 * A YouTube item's picture and play sign (the page's YouTubeFacade, which becomes the button once the app runs): the
 * page's largest picture painted from the HTML, not after the scripts.
 */
export function withBootFacade(html: string, thumbnail: string, banner?: string | null): string {
  const inner = [
    '<div class="absolute inset-0 flex size-full items-center justify-center">',
    `<img src="${escapeAttribute(thumbnail)}" alt="" width="640" height="360" fetchpriority="high" class="absolute inset-0 size-full object-cover">`,
    '<span class="relative flex size-18 items-center justify-center rounded-full bg-stone-950/75 text-white shadow-lg">',
    '<svg viewBox="0 0 24 24" class="ms-1 size-9" fill="currentColor" aria-hidden="true"><path d="M8 5.5v13l11-6.5z"></path></svg>',
    '</span></div>',
  ].join('');
  return withBootFrame(html, inner, banner);
}

/**
 * The page with its item's player box, or null where only the app can draw it (an Instagram or TikTok embed, a
 * missing or broken source: the app says so in the player).
 */
export function withVideoFrame(
  html: string,
  content: ContentDetail,
  locale: Locale,
  banner?: string | null,
): string | null {
  if (bootsPlayer(content))
    return withBootPlayer(
      html,
      { src: content.videoUrl, poster: content.thumbnailUrl, title: content.title },
      banner,
    );
  // A demo example has no real video: the app shows it as an example, with no facade of a player first.
  if (
    content.sourceType === 'youtube' &&
    !content.example &&
    content.youtubeUrl &&
    parseYouTubeVideoId(content.youtubeUrl)
  )
    return withBootFacade(html, drawnImageUrl(content.thumbnailUrl, locale), banner);
  return null;
}

/** Whether the item's player is our own HLS playlist, which the HTML can start (withBootPlayer). */
export function bootsPlayer(content: ContentDetail): content is ContentDetail & { videoUrl: string } {
  return (
    content.sourceType === 'upload' && Boolean(content.videoUrl && /\.m3u8(?:$|[?#])/i.test(content.videoUrl))
  );
}

/** The static frame with the cookie banner (the build's consent-banner.html) after the top bar. */
export function withStaticBanner(html: string, banner: string): string {
  return html.replace('<!--/shell-->', () => `${banner}<!--/shell-->`);
}

/**
 * The scripts of a page whose HTML shows something by itself (a prerendered page, or the static top bar and banner),
 * requested after its first paint (public/boot.js): the entry's <script> and every modulepreload (Vite's and the
 * page's) become the loader's list, in their order. `wait`: 'contentful' waits for the first contentful paint to be
 * on screen — for a page whose HTML is the page itself (prerendered or rendered), whose largest paint is in it; 'frame'
 * (the static frame, whose page the app draws) starts them after the next frame, so the app's first render comes
 * sooner; 'interaction' (the landing page drawn with its data, decision 028) at the visitor's first touch, key or
 * focus.
 */
export function withScriptsAfterPaint(
  html: string,
  files: string[],
  wait: 'interaction' | 'contentful' | 'frame' = 'frame',
): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) return html;
  const preloads: string[] = [];
  const withoutScripts = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const all = [...preloads, ...files.map((file) => `/${file}`)];
  const waitFor = wait === 'frame' ? '' : ` data-wait="${wait}"`;
  const loader = `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${all.join(' ')}"${waitFor} defer></script>`;
  return withoutScripts.replace('</head>', `  ${loader}\n  </head>`);
}

/** Drawings of "/" kept (homeMarkup): each language with and without the banner, for a data change or two. */
const HOME_PAGES_KEPT = 24;

/** Reads index.html, the manifest and the prerendered pages when they change (a rebuild), not on every request. */
export function createHtmlSource(webRoot: string) {
  const indexPath = path.join(webRoot, 'index.html');
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  const prerenderedDir = path.join(webRoot, '..', 'prerendered');
  const renderer = createRenderWorker(path.join(webRoot, '..', 'ssr', 'prerender.js'));
  const homePages = new Map<string, string>();
  let cache:
    | { mtimeMs: number; html: string; manifest: Manifest; prerendered: Map<string, string | null> }
    | undefined;
  const prerenderedMarkup = (locale: Locale, fileName: string): string | null => {
    if (!cache) return null;
    const file = path.join(prerenderedDir, locale, fileName);
    let markup = cache.prerendered.get(file);
    if (markup === undefined) {
      markup = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      cache.prerendered.set(file, markup);
    }
    return markup;
  };
  return {
    exists: () => fs.existsSync(indexPath),
    /**
     * The child feed's first render for this request (decision 027), in the language the app will start in, by the
     * build's render module in its worker (render-worker.ts); null when the build has none. Rejects when the render
     * fails or takes too long: the caller sends the page without it.
     */
    async childFeedMarkup(
      headers: { cookie?: string; acceptLanguage?: string },
      boot: ChildFeedBoot,
    ): Promise<string | null> {
      return renderer.renderChildFeed(requestLocale(headers), boot);
    },
    /**
     * "/" drawn for an anonymous visitor with `boot` (decision 028), in the visitor's language, with the cookie banner
     * unless this device chose; null when the build has no render module or the page is not drawn for this visitor
     * (child mode). The same language, banner and data in the same minute give the same page: kept, the latest few.
     * Rejects as childFeedMarkup.
     */
    async homeMarkup(
      headers: { cookie?: string; acceptLanguage?: string },
      boot: HomeBoot,
    ): Promise<string | null> {
      const page = prerenderedFor('/', headers);
      if (!page) return null;
      const locale = requestLocale(headers);
      // A drawing is kept a minute at most: its relative times ("2 minutes ago") are words of the moment it was made.
      const minute = Math.floor(Date.now() / 60_000);
      const key = `${locale} ${page.variant} ${minute} ${JSON.stringify(boot)}`;
      const kept = homePages.get(key);
      if (kept) return kept;
      const markup = await renderer.renderHome(locale, page.variant, boot);
      if (markup === null) return null;
      homePages.set(key, markup);
      // The oldest goes first: the data changed since, or a language few visitors use.
      if (homePages.size > HOME_PAGES_KEPT) homePages.delete(homePages.keys().next().value ?? '');
      return markup;
    },
    render(
      pathname: string,
      headers: { cookie?: string; acceptLanguage?: string },
      options: {
        videoContent?: ContentDetail | null;
        childFeed?: ChildFeedBoot | null;
        /** childFeedMarkup's answer: the page is sent rendered, its scripts after its first paint. */
        childFeedMarkup?: string | null;
        /** "/" as homeMarkup drew it with `boot`: the page is sent drawn, its scripts at the first interaction. */
        home?: { boot: HomeBoot; markup: string } | null;
      } = {},
    ): string {
      const { mtimeMs } = fs.statSync(indexPath);
      if (!cache || cache.mtimeMs !== mtimeMs) {
        const manifest = fs.existsSync(manifestPath)
          ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest)
          : {};
        cache = { mtimeMs, html: fs.readFileSync(indexPath, 'utf8'), manifest, prerendered: new Map() };
      }
      const locale = requestLocale(headers);
      const prerendered = prerenderedFor(pathname, headers);
      const markup =
        prerendered && prerenderedMarkup(locale, prerenderedFileName(prerendered.name, prerendered.variant));
      const files = preloadFiles(cache.manifest, pathname, locale);
      const fonts = fontFiles(cache.manifest, locale);
      const { videoContent } = options;
      let html: string;
      if (options.home && pathname === '/') {
        html = withBootHome(
          withScriptsAfterPaint(withPrerendered(cache.html, options.home.markup), files, 'interaction'),
          options.home.boot,
        );
      } else if (markup) {
        html = withScriptsAfterPaint(withPrerendered(cache.html, markup), files, 'contentful');
      } else if (options.childFeedMarkup && pathname === CHILD_FEED_PAGE) {
        html = withScriptsAfterPaint(
          withPrerendered(cache.html, options.childFeedMarkup),
          files,
          'contentful',
        );
      } else if (inAppLayout(pathname)) {
        // Not for a device that chose, nor one in child mode (its first render is a redirect into the child area).
        const noBanner =
          cookieValue(headers.cookie, CONSENT_COOKIE) === '1' || cookieValue(headers.cookie, CHILD_COOKIE);
        const banner = noBanner ? null : prerenderedMarkup(locale, CONSENT_BANNER_FILE);
        const framed = videoContent ? withVideoFrame(cache.html, videoContent, locale, banner) : null;
        const frame = framed ?? (banner ? withStaticBanner(cache.html, banner) : cache.html);
        // A video page whose player box is in the HTML shows something by itself too (boot.js; for our own video it
        // waits for the video).
        html =
          scriptsFirst(pathname) && !framed
            ? withPreloads(frame, files)
            : withScriptsAfterPaint(frame, files);
      } else {
        html = withPreloads(cache.html, files);
      }
      html = withPreloads(html, [], fonts);
      if (videoContent) html = withBootContent(html, videoContent);
      if (options.childFeed) html = withBootChildFeed(html, options.childFeed, locale);
      return forVisitor(html, pathname, locale);
    },
  };
}
