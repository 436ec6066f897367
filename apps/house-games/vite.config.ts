import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress.mjs';

const backend = process.env.FORTUNA_API ?? 'http://127.0.0.1:8080';

// The game clients are served by the house provider under /house/play/ (launch URLs point there).
export default defineConfig({
  base: '/house/play/',
  plugins: [react(), precompress()],
  server: { port: 5174, proxy: { '/house/api': { target: backend } } },
  build: { target: 'es2022' },
});
