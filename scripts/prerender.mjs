// `npm run build:web`, last step: writes the prerendered public pages (src/web/prerender.tsx, built by
// `vite build --ssr` into dist/ssr) to dist/prerendered/<locale>/<page>.<variant>.html for the server, and the
// cookie banner alone (consent-banner.html) for the static frame of the other pages.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ssr = await import(path.join(root, 'dist/ssr/prerender.js'));
const outDir = path.join(root, 'dist/prerendered');
fs.rmSync(outDir, { recursive: true, force: true });
let count = 0;
for (const locale of ssr.LOCALES) {
  fs.mkdirSync(path.join(outDir, locale), { recursive: true });
  for (const page of ssr.PRERENDERED_PAGES) {
    for (const variant of ssr.CONSENT_VARIANTS) {
      const html = await ssr.renderPage(page.path, locale, variant);
      fs.writeFileSync(path.join(outDir, locale, ssr.prerenderedFileName(page.name, variant)), html);
      count += 1;
    }
  }
  fs.writeFileSync(path.join(outDir, locale, ssr.CONSENT_BANNER_FILE), await ssr.renderConsentBanner(locale));
}
console.log(`prerendered ${count} pages into dist/prerendered`);
