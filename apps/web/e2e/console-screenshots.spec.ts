import { expect, test, type Browser } from '@playwright/test';
import { uniqueClientIp } from './identity-helpers';
import { enterPassword, openSignedIn, ownerToken } from './console-helpers';
import { SCREENSHOT_DIR } from './screenshot-helpers';

/**
 * Visual review of the operator console (SCREENSHOTS=1 only): the login, the authenticator
 * set-up, the staff grid, the dashboard, a member, games, cashier, content (banners, a banner's crop, announcements, app links), reports, jobs, system, brand settings and the audit log (with an entry's diff, and the menu opened on narrow
 * screens) at desktop 1366×900, tablet 768×1024 and phone 390×844: screenshots/console-*.png.
 */
const SIZES = [
  { name: 'desktop', width: 1366, height: 900, setupUser: 'content' },
  { name: 'tablet', width: 768, height: 1024, setupUser: 'games' },
  { name: 'phone', width: 390, height: 844, setupUser: 'agents' },
] as const;

const context = (browser: Browser, size: (typeof SIZES)[number]) =>
  browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    isMobile: size.name === 'phone',
    hasTouch: size.name === 'phone',
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
  });

test('operator console screens', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const token = await ownerToken(request);
  // An entry with a before/after to show: a new staff account, as the owner makes one.
  const created = await request.post('/console/api/staff', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      username: `shots.${Date.now().toString(36)}`,
      displayName: 'Night cashier',
      password: 'Console12345',
      role: 'finance',
      allowList: ['203.0.113.0/24'],
      reason: 'Night shift cover',
    },
  });
  expect(created.ok()).toBe(true);
  for (const size of SIZES) {
    const ctx = await context(browser, size);
    const page = await ctx.newPage();
    const shot = async (name: string, fullPage = false) => {
      await page.waitForTimeout(250);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}console-${name}-${size.name}.png`,
        animations: 'disabled',
        fullPage,
      });
    };

    await page.goto('/console/login');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await shot('login');
    await enterPassword(page, size.setupUser);
    await expect(page.getByTestId('totp-qr')).toBeVisible();
    await shot('totp-setup');

    await openSignedIn(page, token, '/console/staff');
    await expect(page.getByRole('table', { name: 'Staff and roles' }).getByRole('row').nth(3)).toBeVisible();
    await shot('staff');
    await page.getByRole('button', { name: 'New staff account' }).click();
    await shot('staff-create');
    await page.keyboard.press('Escape');

    await page.goto('/console/dashboard');
    await expect(page.getByTestId('day-chart').locator('canvas')).toBeVisible();
    await shot('dashboard', true);
    await page.goto('/console/members?q=demo');
    await page.getByRole('table', { name: 'Members' }).getByRole('link', { name: 'demo', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Ledger' })).toBeVisible();
    await shot('member', true);
    const adjust = page.getByRole('button', { name: 'Adjust balance' });
    if ((await adjust.count()) > 0) {
      await adjust.click();
      await expect(page.getByRole('dialog')).toContainText('Above');
      await shot('adjust');
      await page.keyboard.press('Escape');
    }

    await page.goto('/console/approvals?status=all');
    await expect(page.getByRole('heading', { name: 'Approvals' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('approvals');
    await page.goto('/console/games');
    await expect(page.getByRole('table', { name: 'Games' }).getByRole('row').nth(2)).toBeVisible();
    await shot('games');
    await page.getByRole('tab', { name: 'Vendors' }).click();
    await expect(page.getByRole('table', { name: 'Vendors' }).getByRole('row').nth(2)).toBeVisible();
    await shot('vendors');
    await page.getByRole('tab', { name: 'Catalogue import' }).click();
    // A preview only (nothing is written): one new vendor with a game, one refused row.
    await page.getByLabel('Catalogue file').setInputFiles({
      name: 'games.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'vassalage,gameType,gameCode,gameName\nSHOTS,RNG,shots-1,Screenshot Slots\nSHOTS,NOPE,x,Bad row\n',
      ),
    });
    await expect(page.getByTestId('import-preview')).toBeVisible();
    await shot('import', true);
    await page.goto('/console/cashier');
    await expect(page.getByRole('tab', { name: 'Deposits' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('cashier');
    await page.goto('/console/content');
    await expect(page.getByRole('table', { name: 'Banners' }).getByRole('row').nth(1)).toBeVisible();
    await shot('content-banners');
    const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 360, height: 300 } });
    await page.getByRole('button', { name: 'Add banner' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Picture', { exact: true })
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByRole('dialog').getByRole('img', { name: /^Crop of/ })).toBeVisible();
    await shot('content-banner-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Announcements' }).click();
    await expect(page.getByRole('table', { name: 'Announcements' }).getByRole('row').nth(1)).toBeVisible();
    await shot('content-announcements');
    await page.getByRole('tab', { name: 'App links' }).click();
    await expect(page.getByLabel('iOS app')).toBeVisible();
    await shot('content-app-links');

    await page.goto('/console/reports');
    await expect(page.getByRole('region', { name: 'Games' })).toBeVisible();
    await shot('reports', true);
    await page.goto('/console/jobs');
    await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row').nth(1)).toBeVisible();
    await shot('jobs', true);
    await page.getByRole('button', { name: 'Run jobs.prune-history now' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('jobs-run');
    await page.keyboard.press('Escape');
    await page.goto('/console/system');
    await expect(page.getByTestId('system-database')).toBeVisible();
    await shot('system', true);
    await page.goto('/console/brand');
    await expect(page.getByRole('heading', { name: 'White-label flags' })).toBeVisible();
    await shot('brand', true);
    await page.getByRole('button', { name: 'Schedule maintenance' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('brand-maintenance');
    await page.keyboard.press('Escape');

    await page.goto('/console/audit');
    await expect(page.getByTestId('chain-status')).toBeVisible();
    await shot('audit');
    await page
      .getByRole('table', { name: 'Audit log' })
      .getByRole('button', { name: /Open entry/ })
      .last()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('audit-entry');
    await page.keyboard.press('Escape');
    if (size.name !== 'desktop') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Console pages' })).toBeVisible();
      await shot('menu');
    }
    await ctx.close();
  }
});
