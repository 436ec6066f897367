import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// One Vitest run covers the contracts' unit tests and the server's unit and integration
// tests (on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set). Browser tests are
// Playwright's (apps/web/e2e); the security suite has its own config.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // The security suite drives the built server as a process: its own config and script
          // (`npm run test:security`, apps/server/test/security/vitest.config.ts).
          exclude: [...configDefaults.exclude, 'apps/server/test/security/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/console/src', import.meta.url)) } },
        test: { name: 'console', include: ['apps/console/src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
