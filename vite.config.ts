// Builds the React SPA from src/web into dist/web, which the Node server serves; in dev, /api goes to that server.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
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
        .filter((name) => /\.(?:js|css|svg)$/.test(name))
        .map((name) => path.join(assets, name));
      // In parallel on libuv's threads. Brotli's best quality (11) is slow on large files; the largest (hls.js,
      // loaded only when an HLS source plays) get quality 9, far quicker.
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
 * public/boot.js, the loader every drawn page starts with (decision 024), is copied as written, comments and all;
 * the built copy is minified (about a third of its gzip size), as the app's own scripts are.
 */
function minifyBootScript(): Plugin {
  let outDir = '';
  return {
    name: 'qamar-minify-boot',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const file = path.join(outDir, 'boot.js');
      if (!fs.existsSync(file)) return;
      const { code } = await transform(await fs.promises.readFile(file, 'utf8'), {
        minify: true,
        target: 'es2020',
      });
      await fs.promises.writeFile(file, code);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress(), minifyBootScript()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: the server reads it to preload the visitor's locale chunk and the first page's chunks
    // in the HTML (src/server/http/html-preloads.ts).
    manifest: true,
    // hls.js is a chunk of its own above the default warning size, loaded only when an HLS source plays; no page loads
    // it up front.
    chunkSizeWarningLimit: 600,
    // The prerender's build (npm run build:web, --ssr) is run once by scripts/prerender.mjs: no public files.
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
}));
