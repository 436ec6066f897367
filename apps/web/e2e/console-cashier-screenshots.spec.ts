import { expect, test } from '@playwright/test';
import { uniqueClientIp } from './identity-helpers';
import { memberWithPendingWithdrawal } from './cashier-helpers';
import { openSignedIn } from './console-helpers';
import { sharedOwnerToken } from './console-staff-helpers';
import { SCREENSHOT_DIR } from './screenshot-helpers';

/**
 * Visual review of the console's Cashier page (SCREENSHOTS=1 only): the withdrawal queue with its
 * filters, risk hints and pager, the review dialog's hints, and the payment channels, at desktop
 * 1440 and tablet 768 width: screenshots/console-cashier-*.png.
 */
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

test('console cashier screens', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const member = await memberWithPendingWithdrawal(browser, '250');
  const owner = await sharedOwnerToken(request);
  for (const size of SIZES) {
    const ctx = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: 1,
      extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
    });
    const page = await ctx.newPage();
    const shot = async (name: string, fullPage = false) => {
      await page.waitForTimeout(250);
      await page.screenshot({
        path: `${SCREENSHOT_DIR}console-cashier-${name}-${size.name}.png`,
        animations: 'disabled',
        fullPage,
      });
    };
    await openSignedIn(page, owner, '/console/cashier?tab=withdrawals');
    await expect(page.getByTestId('cashier-row').first()).toBeVisible();
    await shot('withdrawals', true);
    await page.goto(`/console/cashier?tab=withdrawals&username=${member.username}`);
    const row = page.getByTestId('cashier-row').filter({ hasText: member.orderNo });
    await row.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Risk hints' })).toBeVisible();
    await shot('review');
    await page.keyboard.press('Escape');
    await page.goto('/console/cashier?tab=deposits');
    await expect(page.getByRole('search')).toBeVisible();
    await shot('deposits', true);
    await ctx.close();
  }
});
