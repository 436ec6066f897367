import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress.mjs';

const backend = process.env.FORTUNA_API ?? 'http://127.0.0.1:8080';
// The console's API and the captcha it may ask for at login.
const proxied = ['/console/api', '/wps/captcha'];

// The operator console is served by the server under /console/ (apps/server/src/platform/web-app.ts).
export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5175,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: backend, changeOrigin: false }])),
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The contracts package is pure declarations: what the console does not use is dropped.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) },
    },
  },
});
