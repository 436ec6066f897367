import { defineConfig, devices } from '@playwright/test';
import { E2E_STAFF, E2E_STAFF_FILE } from './e2e/e2e-staff';

/**
 * Browser tests against the real, built server (apps/server/dist) serving the built web app
 * (apps/web/dist): `npm run test:e2e` at the root builds both first. Debian's Chromium is used;
 * no browser is ever downloaded.
 *
 * Servers, each on a fresh data directory:
 * - 5180: the demo brand. TRUSTED_PROXIES=127.0.0.1 lets a test claim another client IP with
 *   X-Forwarded-For (203.0.113.0/24 is denied by the demo region rules).
 * - 5182: the same brand with a maintenance window running now (operator CLI).
 * - 5184: the same brand with a test clock (TEST_CLOCK), for the agent journey alone: it moves the
 *   server's time forward a day to settle one (e2e/agent-journey.spec.ts), which no other spec may see.
 * Before 5180 starts, the CLI creates the finance staff account `e2e.cashier` the operator side of
 * the journeys signs in with (e2e/operator-api.ts); its authenticator secret goes to a file there.
 */
const isCI = Boolean(process.env.CI);
// The visual review (e2e/screenshots.spec.ts) runs only when asked for: SCREENSHOTS=1.
const screenshots = process.env.SCREENSHOTS ? [] : ['**/*screenshots.spec.ts'];
const dataRoot = '../../node_modules/.e2e-data';
export const APP_PORT = 5180;
export const MAINTENANCE_PORT = 5182;
export const JOURNEY_PORT = 5184;
const JOURNEY_SPECS = '**/agent-journey*.spec.ts';

const server = (port: number, name: string, before = '', extraEnv: Record<string, string> = {}) => ({
  command: `rm -rf ${dataRoot}/${name} && ${before}node ../server/dist/main.js`,
  url: `http://127.0.0.1:${port}/wps/system/status`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `${dataRoot}/${name}`,
    TRUSTED_PROXIES: '127.0.0.1',
    // The sandbox gateway sends the player back here, to the address the browser uses.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // The demo (seed, loopback inbox, sandbox gateway) with the test tools (captcha answers).
    NODE_ENV: 'test',
    DEV_TOOLS: 'true',
    DEMO_MODE: 'true',
    ...extraEnv,
  },
});

/**
 * The home lobby opens the announcement popup once per session (spec §2). Every browser starts
 * as a visitor who chose 'hide today', so tests of other screens are not interrupted; the
 * announcement tests (e2e/lobby-popups.spec.ts) start from an empty storage instead.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const hideAnnouncements = (port: number) => ({
  cookies: [],
  origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'announcementHidden', value: today }] }],
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: isCI ? 1 : 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'app',
      testIgnore: ['**/maintenance.spec.ts', JOURNEY_SPECS, ...screenshots],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${APP_PORT}`,
        storageState: hideAnnouncements(APP_PORT),
      },
    },
    {
      name: 'maintenance',
      testMatch: ['**/maintenance.spec.ts'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${MAINTENANCE_PORT}`,
        storageState: hideAnnouncements(MAINTENANCE_PORT),
      },
    },
    {
      name: 'journey',
      testMatch: [JOURNEY_SPECS],
      testIgnore: screenshots,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${JOURNEY_PORT}`,
        storageState: hideAnnouncements(JOURNEY_PORT),
      },
    },
  ],
  webServer: [
    // e2e/operator-api.ts signs in as a staff account of its own, made for the run (its secret in the data directory).
    server(
      APP_PORT,
      'app',
      `mkdir -p ${dataRoot}/app && node ../server/dist/cli.js staff create ${E2E_STAFF.username} --role finance ` +
        `--password ${E2E_STAFF.password} > ${dataRoot}/app/${E2E_STAFF_FILE} && `,
    ),
    // `=` is needed: parseArgs would read a bare "-1h" as an option.
    server(MAINTENANCE_PORT, 'maintenance', 'node ../server/dist/cli.js maintenance set --start=-1h --end=+2h && '),
    server(JOURNEY_PORT, 'journey', '', { TEST_CLOCK: 'true' }),
  ],
});
