// One Lighthouse run of a page that needs a cookie (the child feed, opened with a child's credential), in its own
// process like the CLI runs: `tsx scripts/support/lighthouse-with-cookie.ts <url> <name=value> <output.json> <chrome
// flags…>`. The cookie goes into the browser's own jar before the run, as on a child's device. Lighthouse's
// `--extra-headers` is not enough: once the page sets a cookie of its own (the interface language), Chromium sends
// the jar's cookies with the page's requests instead of the extra header, and the child feed's first request went
// without the credential and was refused — every earlier /child/feed figure measured the landing page it fell back
// to. Lighthouse keeps cookies between its reset steps (its default `clearStorageTypes` leave them).
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, cookie, output, ...chromeFlags] = process.argv.slice(2);
if (!url || !cookie || !output)
  throw new Error('usage: lighthouse-with-cookie <url> <name=value> <output> [flags]');
const [name = '', ...value] = cookie.split('=');

const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  await browser.setCookie({
    name,
    value: value.join('='),
    domain: new URL(url).hostname,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
  });
  await browser.disconnect();
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    logLevel: 'error',
  });
  if (!result || typeof result.report !== 'string') throw new Error('Lighthouse gave no report');
  fs.writeFileSync(output, result.report);
} finally {
  chrome.kill();
}
