import { expect, test, type Browser } from '@playwright/test';
import { uniqueClientIp } from './identity-helpers';
import { openSignedIn, ownerToken } from './console-helpers';
import { SCREENSHOT_DIR } from './screenshot-helpers';

/**
 * Visual review of the console in Filipino (TY) and Thai (TH) at 1440×900 (SCREENSHOTS=1 only):
 * the pages with the longest texts, for overflow and truncation: screenshots/console-lang-<page>-<lang>.png.
 */
const LANGS = ['ty', 'th'] as const;
const PAGES = [
  'staff',
  'members?q=demo',
  'dashboard',
  'approvals?status=all',
  'audit',
  'games',
  'cashier',
  'content',
  'reports',
  'jobs',
  'system',
  'brand',
] as const;

const context = (browser: Browser, lang: string) =>
  browser.newContext({
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
    storageState: {
      cookies: [],
      origins: [{ origin: 'http://127.0.0.1:5180', localStorage: [{ name: 'fortuna.console.lang', value: lang }] }],
    },
  });

test('operator console in TY and TH', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const token = await ownerToken(request);
  for (const lang of LANGS) {
    const ctx = await context(browser, lang);
    const page = await ctx.newPage();
    const shot = async (name: string, fullPage = true) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}console-lang-${name}-${lang}.png`,
        animations: 'disabled',
        fullPage,
      });
    };
    await page.goto('/console/login');
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ty' ? 'fil' : 'th');
    await shot('login', false);
    await openSignedIn(page, token, '/console/');
    await expect(page.getByTestId('signed-in')).toBeVisible();
    await shot('overview');
    for (const path of PAGES) {
      await page.goto(`/console/${path}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await shot(path.split('?')[0] ?? path);
    }
    await page.goto('/console/members?q=demo');
    await page.getByRole('table').getByRole('link', { name: 'demo', exact: true }).click();
    await expect(page.getByRole('tablist')).toBeVisible();
    await shot('member');
    await ctx.close();
  }
});
