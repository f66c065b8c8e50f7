// The JavaScript a first visit really loads, with its locale's texts: the page opened in Chromium (a fresh profile,
// so nothing is cached), every script of the app the browser requests until the network is idle — the entry, its
// static imports, the HTML's modulepreloads and the chunks the first render imports — each counted as its gzip -9
// size from the built files (the server compresses on the fly; -9 makes the figure independent of its level), plus
// the texts: those the page carries in its HTML (PageTexts) and any namespace fetched from /locales/, each counted as
// its own gzip -9 size too. With `touch`, what the visitor's first touch then loads is counted too.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export type InitialJs = { files: { file: string; gzipBytes: number }[]; gzipBytes: number };

/**
 * `locale`: the browser's language (navigator.languages and Accept-Language), which a first visit follows; `cookie`:
 * a cookie the browser already has for the page's site.
 */
export async function measureInitialJs(options: {
  chromiumPath: string;
  url: string;
  locale: string;
  webDir: string;
  /** `name=value`, sent to the page's origin (a child's session for the child feed). */
  cookie?: string | undefined;
  /** Also what the visitor's first touch loads (the landing page's scripts wait for it, decision 028). */
  touch?: boolean;
}): Promise<InitialJs> {
  const browser = await chromium.launch({ executablePath: options.chromiumPath });
  try {
    const context = await browser.newContext({ locale: options.locale, hasTouch: options.touch === true });
    if (options.cookie) {
      const [name = '', ...value] = options.cookie.split('=');
      await context.addCookies([
        { name, value: value.join('='), domain: new URL(options.url).hostname, path: '/', httpOnly: true },
      ]);
    }
    const page = await context.newPage();
    const requested = new Set<string>();
    const fetchedTexts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.startsWith('/locales/') && response.ok()) fetchedTexts.set(pathname, response.body());
    });
    page.on('request', (request) => {
      // The app's scripts (dist/web/client/assets).
      const match = /\/(assets\/[^/?#]+\.js)(?:[?#]|$)/.exec(new URL(request.url()).pathname);
      if (match?.[1]) requested.add(match[1]);
    });
    await page.goto(options.url, { waitUntil: 'networkidle' });
    // A refused credential falls back to another page, whose scripts would be counted instead.
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(options.url).pathname) throw new Error(`${options.url} went to ${landed}`);
    if (options.touch) {
      // The visitor's first touch, on the page's top heading (nothing that navigates), then until the app is ready.
      await page.getByRole('heading', { level: 1 }).first().tap();
      await page.waitForSelector('#root[data-ready="true"]', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
    const pageTexts = await page.evaluate(() => document.getElementById('qk-page-texts')?.textContent ?? '');
    const texts = [
      ...(pageTexts ? [{ file: 'texts in the HTML', body: Buffer.from(pageTexts) }] : []),
      ...(await Promise.all(
        [...fetchedTexts].map(async ([file, body]) => ({ file: file.slice(1), body: await body })),
      )),
    ];
    const files = [
      ...[...requested].map((file) => ({
        file: file.replace(/^assets\//, ''),
        gzipBytes: gzipSync(fs.readFileSync(path.join(options.webDir, file)), { level: 9 }).length,
      })),
      ...texts.map(({ file, body }) => ({ file, gzipBytes: gzipSync(body, { level: 9 }).length })),
    ].sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

/** "153.2 KB in 21 files (index-… 109.4, api-client-… 27.6, …)": the total and the five largest. */
export function describeInitialJs(js: InitialJs): string {
  const largest = js.files
    .slice(0, 5)
    .map((file) => `${file.file.replace(/-[\w-]{8}\.js$/, '')} ${(file.gzipBytes / 1024).toFixed(1)}`);
  return `${(js.gzipBytes / 1024).toFixed(1)} KB in ${js.files.length} files (${largest.join(', ')}, …)`;
}
