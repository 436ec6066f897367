import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One Vitest run covers the contracts' unit tests and the server's unit and integration
// tests (on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set). Browser tests are
// Playwright's (apps/web/e2e).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
