// The HTML names the visitor's locale chunk and the first page's chunks (not the entry's, already in the HTML).
import { describe, expect, it } from 'vitest';
import type { ContentDetail } from '#shared/feed.schema';
import {
  bootsPlayer,
  fontFiles,
  forVisitor,
  inAppLayout,
  type Manifest,
  preloadFiles,
  prerenderedFor,
  requestLocale,
  scriptsFirst,
  videoPageId,
  withBootFacade,
  withBootPlayer,
  withPreloads,
  withPrerendered,
  withScriptsAfterPaint,
  withStaticBanner,
  withVideoFrame,
} from './html-preloads';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_react.js'],
    assets: [
      'assets/nunito-latin-ext-wght-normal-1.woff2',
      'assets/nunito-latin-wght-normal-1.woff2',
      'assets/noto-naskh-arabic-arabic-wght-normal-1.woff2',
      'assets/noto-naskh-arabic-latin-wght-normal-1.woff2',
      'assets/noto-nastaliq-urdu-arabic-400-normal-1.woff2',
      'assets/noto-nastaliq-urdu-arabic-400-normal-1.woff',
      'assets/noto-nastaliq-urdu-arabic-700-normal-1.woff2',
    ],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js'] },
  'locales/en/index.ts': { file: 'assets/en-1.js' },
  'locales/ar/index.ts': { file: 'assets/ar-1.js' },
  'features/feed/pages/feed-page.tsx': { file: 'assets/feed-page-1.js', imports: ['index.html', '_card.js'] },
  'locales/ar/pages.ts': { file: 'assets/pages-ar.js' },
  'app/routes/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_react.js'] },
};

describe('requestLocale', () => {
  it('takes the app cookie first, then Accept-Language by preference, else English', () => {
    expect(requestLocale({ cookie: 'a=1; qamar_locale=ur', acceptLanguage: 'ar' })).toBe('ur');
    expect(requestLocale({ cookie: 'qamar_locale=de', acceptLanguage: 'de-DE,ar;q=0.5,fr;q=0.8' })).toBe(
      'fr',
    );
    expect(requestLocale({})).toBe('en');
  });
});

describe('preloadFiles', () => {
  it('/feed in Arabic: the Arabic texts, the feed page and its chunks, nothing the entry already loads', () => {
    expect(preloadFiles(MANIFEST, '/feed', 'ar')).toEqual([
      'assets/ar-1.js',
      'assets/feed-page-1.js',
      'assets/card-1.js',
    ]);
  });

  it("/ in Arabic: the landing page's texts are in the first load, not in the pages chunk", () => {
    expect(preloadFiles(MANIFEST, '/', 'ar')).toEqual(['assets/ar-1.js', 'assets/home-page-1.js']);
  });

  it('a page outside the first load gets only the locale chunk; a missing manifest gets nothing', () => {
    expect(preloadFiles(MANIFEST, '/dashboard/admin', 'en')).toEqual(['assets/en-1.js']);
    expect(preloadFiles({}, '/feed', 'en')).toEqual([]);
  });
});

describe('fontFiles', () => {
  it("the active script's faces only: Latin everywhere, Latin Extended for Turkish, Nastaliq for Urdu", () => {
    expect(fontFiles(MANIFEST, 'en')).toEqual(['assets/nunito-latin-wght-normal-1.woff2']);
    expect(fontFiles(MANIFEST, 'tr')).toEqual([
      'assets/nunito-latin-wght-normal-1.woff2',
      'assets/nunito-latin-ext-wght-normal-1.woff2',
    ]);
    // Arabic's Naskh is not preloaded (the system's Arabic face has nearly its metrics; it competed with the scripts).
    expect(fontFiles(MANIFEST, 'ar')).toEqual(['assets/nunito-latin-wght-normal-1.woff2']);
    expect(fontFiles(MANIFEST, 'ur')).toEqual([
      'assets/nunito-latin-wght-normal-1.woff2',
      'assets/noto-nastaliq-urdu-arabic-400-normal-1.woff2',
    ]);
    expect(fontFiles({}, 'ar')).toEqual([]);
  });
});

describe('withPreloads', () => {
  it('adds modulepreload links before </head> with the attributes Vite uses', () => {
    const html = withPreloads('<html><head><title>x</title></head><body></body></html>', ['assets/ar-1.js']);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ar-1.js">\n  </head>');
    expect(withPreloads('<head></head>', [])).toBe('<head></head>');
    expect(withPreloads('<head></head>', [], ['assets/f.woff2'])).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/f.woff2">',
    );
  });
});

describe('forVisitor', () => {
  const page =
    '<html lang="en"><body><div id="root"><!--shell--><header>Qamar Kids</header><!--/shell--></div>';

  it("sets the visitor's language and direction on <html>", () => {
    expect(forVisitor(page, '/feed', 'ur')).toContain('<html lang="ur" dir="rtl">');
    expect(forVisitor(page, '/feed', 'fr')).toContain('<html lang="fr" dir="ltr">');
  });

  it('keeps the static top bar on adult pages and leaves it out of the child area', () => {
    expect(forVisitor(page, '/feed', 'en')).toContain('<header>Qamar Kids</header>');
    expect(forVisitor(page, '/child/feed', 'en')).toContain('<div id="root"></div>');
  });
});

describe('prerendered pages', () => {
  it('/ and /pricing only; with the banner unless the consent cookie says the device chose; none in child mode', () => {
    expect(prerenderedFor('/', {})).toEqual({ name: 'home', variant: 'ask' });
    expect(prerenderedFor('/pricing', { cookie: 'qamar_locale=ar; qk_consent=1' })).toEqual({
      name: 'pricing',
      variant: 'chosen',
    });
    expect(prerenderedFor('/pricing', { cookie: 'qk_consent=0' })).toEqual({
      name: 'pricing',
      variant: 'ask',
    });
    expect(prerenderedFor('/feed', {})).toBeNull();
    expect(prerenderedFor('/pricing/', {})).toBeNull();
    expect(prerenderedFor('/', { cookie: 'qk_child=abc; qk_consent=1' })).toBeNull();
  });

  it("puts the markup in #root in place of the static top bar, marked for hydration, with the page's title", () => {
    const html =
      '<html lang="en"><head><title>Qamar Kids</title></head><body><div id="root"><!--shell--><header>logo</header><!--/shell--></div><script type="module" src="/main.js"></script></body></html>';
    const page = withPrerendered(
      html,
      '<title>Choose Your Plan · Qamar Kids</title><div><h1>Choose $& Plan</h1></div>',
    );
    expect(page).toBe(
      '<html lang="en"><head><title>Choose Your Plan · Qamar Kids</title></head><body><div id="root" data-prerendered="true"><div><h1>Choose $& Plan</h1></div></div><script type="module" src="/main.js"></script></body></html>',
    );
    // Without a title in the markup, index.html's stays.
    expect(withPrerendered(html, '<p>x</p>')).toContain('<title>Qamar Kids</title>');
  });
});

describe('the static frame and scripts after the first paint', () => {
  const html =
    '<html lang="en"><head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head><body><div id="root"><!--shell--><header>logo</header><!--/shell--></div></body></html>';

  it("the app's layout is everywhere but the child area and the TV screens", () => {
    for (const pathname of ['/', '/feed', '/video/1', '/children', '/tvshow', '/childhood']) {
      expect(inAppLayout(pathname), pathname).toBe(true);
    }
    for (const pathname of ['/child', '/child/feed', '/tv', '/tv/videos', '/tv/child/games']) {
      expect(inAppLayout(pathname), pathname).toBe(false);
    }
  });

  it('a video page keeps its scripts with the HTML; other pages wait for the first paint', () => {
    expect(scriptsFirst('/video/1')).toBe(true);
    expect(scriptsFirst('/feed')).toBe(false);
    expect(scriptsFirst('/videos')).toBe(false);
  });

  it('puts the banner after the top bar, inside the frame the app replaces', () => {
    expect(withStaticBanner(html, '<section>$& cookies</section>')).toContain(
      '<header>logo</header><section>$& cookies</section><!--/shell-->',
    );
  });

  it("hands the entry and every modulepreload, then the page's own, to the loader; the stylesheet stays", () => {
    const page = withScriptsAfterPaint(html, ['assets/en-1.js', 'assets/feed-page-1.js']);
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(page).toContain(
      '<script src="/boot.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/en-1.js /assets/feed-page-1.js" defer></script>\n  </head>',
    );
    // A page whose HTML is the page itself has the loader wait for its first contentful paint.
    expect(withScriptsAfterPaint(html, [], 'contentful')).toContain(
      '<script src="/boot.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js" data-wait="contentful" defer></script>',
    );
    // No entry script (an unbuilt page): unchanged.
    expect(withScriptsAfterPaint('<html><head></head></html>', ['assets/en-1.js'])).toBe(
      '<html><head></head></html>',
    );
  });
});

describe("a video page's player in the HTML", () => {
  const html =
    '<html lang="en"><head></head><body><div id="root"><!--shell--><header>logo</header><!--/shell--></div></body></html>';
  const player = {
    src: '/api/uploads/media/c1/master.m3u8',
    poster: '/p.jpg?a=1&b=2',
    title: 'Wudu "1" <b>',
  };

  it("reads the page's id as the app's route does", () => {
    expect(videoPageId('/video/abc')).toBe('abc');
    expect(videoPageId('/video/abc/')).toBe('abc');
    expect(videoPageId('/video/a%20b')).toBe('a b');
    expect(videoPageId('/video/%E0%A4%A')).toBeUndefined();
    expect(videoPageId('/video/abc/comments')).toBeUndefined();
    expect(videoPageId('/videos')).toBeUndefined();
  });

  it('only for our own HLS playlist', () => {
    const item = (values: Partial<ContentDetail>) =>
      ({ sourceType: 'upload', videoUrl: null, ...values }) as ContentDetail;
    expect(bootsPlayer(item({ videoUrl: player.src }))).toBe(true);
    expect(bootsPlayer(item({ videoUrl: '/clip.mp4' }))).toBe(false);
    expect(bootsPlayer(item({}))).toBe(false);
    expect(bootsPlayer(item({ sourceType: 'youtube', videoUrl: player.src }))).toBe(false);
  });

  it('follows #root, its attributes escaped, the playlist a <source> of its type, the banner after it', () => {
    for (const banner of [undefined, '<section>cookies</section>']) {
      const page = withBootPlayer(html, player, banner);
      expect(page).toMatch(
        /<!--\/shell--><\/div><div id="boot-player"><div class="mx-auto max-w-4xl px-3 pt-3 sm:px-4">/,
      );
      expect(page).toContain('aria-label="Wudu &quot;1&quot; &lt;b&gt;"');
      expect(page).toContain('poster="/p.jpg?a=1&amp;b=2"');
      expect(page).toContain(
        '<source src="/api/uploads/media/c1/master.m3u8" type="application/vnd.apple.mpegurl"></video>',
      );
      expect(page).toContain(`</video></div></div></div>${banner ?? ''}</div></body>`);
    }
  });

  it("a YouTube item's picture and play sign in the same box; none for an embed or a broken link", () => {
    const page = withBootFacade(html, '/api/media/thumbnails/t1.svg?lang=ar&x="1"');
    expect(page).toContain('<img src="/api/media/thumbnails/t1.svg?lang=ar&amp;x=&quot;1&quot;" alt=""');
    expect(page).toMatch(/<!--\/shell--><\/div><div id="boot-player">.*aspect-video w-full">/);
    const youtube = {
      sourceType: 'youtube',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnailUrl: '/api/media/thumbnails/t1.svg',
    } as ContentDetail;
    expect(withVideoFrame(html, youtube, 'ur')).toContain('src="/api/media/thumbnails/t1.svg?lang=ur"');
    expect(withVideoFrame(html, { ...youtube, youtubeUrl: 'https://example.com/x' }, 'en')).toBeNull();
    expect(withVideoFrame(html, { ...youtube, sourceType: 'tiktok' }, 'en')).toBeNull();
  });
});
