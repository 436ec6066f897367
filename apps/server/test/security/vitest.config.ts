import { defineConfig } from 'vitest/config';

// The security suite (`npm run test:security`): each file starts the BUILT server
// (apps/server/dist) as its own process in production mode, on a fresh database, and attacks it
// over HTTP on loopback with no test hook. Not part of the root `vitest run` (test:unit): it
// needs the build, which `npm test` makes in test:e2e first. See README.md here.
export default defineConfig({
  test: {
    name: 'security',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    globalSetup: ['./harness/global-setup.ts'],
    // A file's server starts in ~3-6 s; attacks may run many requests.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each file has its own server process (≈150 MB); more than two at once only queue on 2 cores.
    maxWorkers: 2,
  },
});
