import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress.mjs';

const backend = process.env.FORTUNA_API ?? 'http://127.0.0.1:8080';
const proxied = ['/wps', '/lgw', '/lotto', '/docs', '/api', '/assets-cdn', '/dev/api'];

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: false, ws: true }])),
  },
  build: {
    target: 'es2022',
    // The entry must stay small (home route ≤ 170 KB gzip): screens and qrcode are split out.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The contracts package is pure declarations (schemas, constants): modules whose exports
      // the web app does not use are dropped, so importing a constant does not ship all of zod.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) },
      // Everything the entry loads statically in one chunk: left to itself, rolldown splits each
      // module the entry shares with a lazy screen into a chunk of its own (~40 requests before the
      // first paint, which a phone's network pays in round trips).
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
});
