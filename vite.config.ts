// Builds the React SPA from src/web into dist/web, which the Node server serves; in dev, /api goes to that server.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // .vite/manifest.json: the server reads it to preload the visitor's locale chunk and the first page's chunks
    // in the HTML (src/server/http/html-preloads.ts).
    manifest: true,
    // hls.js (~560 kB) is its own chunk, loaded only when an HLS source plays; no page loads it up front.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
