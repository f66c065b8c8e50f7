// Builds the web app with React Router's framework mode (react-router.config.ts): dist/web/client for the browser,
// dist/web/server for the Node server, which renders every page (decision 030-w); in dev, /api goes to that server.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Brotli and gzip copies of the built scripts, styles and SVGs (name.js.br, name.js.gz) beside each file, which the
 * server sends as they are to a browser that accepts them (src/server/http/static-files.ts, `precompressed`):
 * brotli is smaller than the gzip the server would make on the fly, at no cost per request (decision 022-p).
 */
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'qamar-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      const files = fs
        .readdirSync(assets)
        .filter((name) => /\.(?:m?js|css|svg)$/.test(name))
        .map((name) => path.join(assets, name));
      // In parallel on libuv's threads. Brotli's best quality (11) is slow on large files; the largest (hls.js,
      // fetched only for an HLS source the browser cannot play itself) get quality 9, far quicker.
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.promises.readFile(file);
          // Small files gain nothing worth a second lookup.
          if (content.length < 1024) return;
          const quality = content.length > 400 * 1024 ? 9 : 11;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: quality,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([
            fs.promises.writeFile(`${file}.br`, br),
            fs.promises.writeFile(`${file}.gz`, gz),
          ]);
        }),
      );
    },
  };
}

/**
 * A hash of every text catalog the web serves: the browser names it when it fetches a namespace
 * (src/web/lib/i18n/i18n.ts), so an answer can be cached for good and changed texts get a new address.
 */
function textsVersion(): string {
  const hash = createHash('sha256');
  const roots = ['src/web/locales', 'src/shared/texts'];
  for (const root of roots) {
    for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
      const full = path.join(root, file);
      if (file.endsWith('.json') && fs.statSync(full).isFile())
        hash.update(file).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

export default defineConfig({
  define: { 'import.meta.env.VITE_TEXTS_VERSION': JSON.stringify(textsVersion()) },
  publicDir: 'src/web/public',
  plugins: [tailwindcss(), reactRouter(), precompress()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
