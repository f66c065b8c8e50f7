// A minimal built web root for the API tests of the app's HTML pages: an index.html with the entry script and the
// static top bar's shell markers, as the build writes them (html-preloads.ts rewrites it per request). Removed by
// the returned function.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function makeWebRoot(prefix: string): { webRoot: string; remove: () => void } {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    [
      '<!doctype html><html lang="en"><head><title>Qamar Kids</title>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script></head>',
      '<body><div id="root"><!--shell--><header>Qamar Kids</header><!--/shell--></div></body></html>',
    ].join(''),
  );
  return { webRoot, remove: () => fs.rmSync(webRoot, { recursive: true, force: true }) };
}
