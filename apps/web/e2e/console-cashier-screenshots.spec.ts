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
    // Four eyes on the payout details: the proposal, then the approvals queue that shows it.
    await page.getByRole('dialog').getByRole('button', { name: 'Change payout details' }).click();
    const change = page.getByRole('dialog');
    await change.getByLabel('Bank or e-wallet').fill('BDO');
    await change.getByLabel('Account holder').fill('Ana Reyes');
    await change.getByLabel('Account number').fill('0012-3456-7788');
    await change.getByLabel('Reason').fill('member sent a corrected account');
    await shot('payout-change');
    await change.getByRole('button', { name: 'Ask for approval' }).click();
    await expect(page.getByTestId('payout-change-created')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/console/approvals');
    await expect(page.getByTestId('payout-change-summary').first()).toBeVisible();
    await shot('approvals');
    await page.goto('/console/cashier?tab=deposits');
    await expect(page.getByRole('search')).toBeVisible();
    await shot('deposits', true);
    await page.goto('/console/cashier?tab=settings');
    await expect(page.getByTestId('channel-row')).toHaveCount(3);
    await shot('settings', true);
    await page.getByTestId('channel-row').filter({ hasText: 'MAYA' }).getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot('channel');
    await page.keyboard.press('Escape');
    await ctx.close();
  }
});
