import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { loginWithPassword, registerByUsername, uniqueUsername } from './identity-helpers';
import { depositThroughSandbox } from './transfer-helpers';
import { playSlotRounds, slotGameTaking } from './bets-helpers';

const totalOf = (page: Page, band: string, key: string) => page.getByTestId(band).locator(`[data-total="${key}"] dd`);

test('betting record and profit pages: filters, empty states or rows, zero or real totals (demo member)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'EN');
  await page.goto('/');
  await loginWithPassword(page, 'demo', 'Demo1234');
  await expect(page.getByTestId('account-trigger')).toBeVisible();

  // The avatar menu's "Betting record" opens the member-centre page.
  await page.getByTestId('account-trigger').click();
  await page.getByTestId('account-personalHistoryCopy').click();
  await expect(page).toHaveURL(/\/member\?page=personalHistoryCopy$/);
  await expect(page.getByTestId('member-page-title')).toHaveText('Betting record');
  const records = page.getByTestId('bet-records');
  await expect(records.getByTestId('bets-range').getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(records.getByTestId('bets-category').locator('option')).toContainText([
    'All categories',
    'Slots',
    'Live Casino',
  ]);
  await expect(records.getByTestId('bets-vendor').locator('option').first()).toHaveText('All providers');
  await expect(page.getByTestId('bet-totals')).toBeVisible();

  // Demo's rounds depend on what other tests played: assert the table when there is one.
  const rounds = Number(((await totalOf(page, 'bet-totals', 'rounds').textContent()) ?? '0').replace(/\D/g, ''));
  if (rounds === 0) {
    await expect(records.getByTestId('empty-state')).toContainText('No bets in this period');
    await expect(totalOf(page, 'bet-totals', 'profit')).toHaveText('0.00');
  } else {
    await expect(records.getByTestId('bet-row').first()).toBeVisible();
  }
  await records.getByTestId('bets-range').getByRole('button', { name: 'Today' }).click();
  await expect(records.getByTestId('bets-range').getByRole('button', { name: 'Today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByTestId('member-center').locator('nav a[data-page="personalProfit"]').click();
  await expect(page.getByTestId('member-page-title')).toHaveText('Profit and loss');
  const report = page.getByTestId('profit-report');
  await expect(page.getByTestId('profit-totals')).toBeVisible();
  const settled = Number(((await totalOf(page, 'profit-totals', 'rounds').textContent()) ?? '0').replace(/\D/g, ''));
  if (settled === 0) {
    await expect(report.getByTestId('empty-state')).toContainText('No settled rounds in this period');
    for (const key of ['betAmount', 'validBet', 'payout'])
      await expect(totalOf(page, 'profit-totals', key)).toHaveText('₱0.00');
    await expect(totalOf(page, 'profit-totals', 'profit')).toHaveText('0.00');
  } else {
    await expect(report.getByTestId('profit-by-day-row').first()).toBeVisible();
  }
});

/*
 * A fresh member rather than demo: transfer.spec.ts checks demo's header balance in parallel, so
 * bets from demo's money here would break it.
 */
test('rounds played appear in the betting record and in profit and loss', async ({ page }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'EN');
  await registerByUsername(page, { username: uniqueUsername('bt'), password: 'Bets12345' });
  await page.goto('/member?page=personalHistoryCopy');
  await expect(page.getByTestId('bet-records').getByTestId('empty-state')).toBeVisible();

  await depositThroughSandbox(page, '500');
  await page.goto('/');
  const slot = await slotGameTaking(page, 'RNG', '1.00');
  const fishing = await slotGameTaking(page, 'FISH', '2.00');
  await playSlotRounds(page, slot.nodeId, '1.00', 5);
  await playSlotRounds(page, fishing.nodeId, '2.00', 3);

  await page.goto('/member?page=personalHistoryCopy');
  const records = page.getByTestId('bet-records');
  await expect(records.getByTestId('bet-row')).toHaveCount(8);
  await expect(totalOf(page, 'bet-totals', 'rounds')).toHaveText('8');
  await expect(totalOf(page, 'bet-totals', 'betAmount')).toHaveText('₱11.00');
  await expect(totalOf(page, 'bet-totals', 'validBet')).toHaveText('₱11.00');
  await expect(totalOf(page, 'bet-totals', 'profit')).toHaveText(/^[+-]?[\d,]+\.\d\d$/);
  await expect(records.getByTestId('bet-status').first()).toHaveText('Settled');
  await expect(records.getByTestId('bet-row').first()).toContainText(fishing.gameName);
  await expect(records.getByTestId('bet-row').last()).toContainText(slot.gameName);
  await expect(records.getByTestId('bet-round-id').first()).toHaveText(/\S{6,}/);
  await expect(records.getByTestId('bet-demo')).toHaveCount(0);

  // The category filter narrows rows and totals together.
  await records.getByTestId('bets-category').selectOption('FISH');
  await expect(records.getByTestId('bet-row')).toHaveCount(3);
  await expect(totalOf(page, 'bet-totals', 'betAmount')).toHaveText('₱6.00');
  await records.getByTestId('bets-range').getByRole('button', { name: 'Yesterday' }).click();
  await expect(records.getByTestId('empty-state')).toBeVisible();

  await page.goto('/member?page=personalProfit');
  await expect(totalOf(page, 'profit-totals', 'rounds')).toHaveText('8');
  await expect(totalOf(page, 'profit-totals', 'betAmount')).toHaveText('₱11.00');
  await expect(page.getByTestId('profit-by-day-row')).toHaveCount(1);
  await expect(page.getByTestId('profit-by-category-row')).toHaveCount(2);
  await expect(page.getByTestId('profit-by-category')).toContainText('Slots');
  await expect(page.getByTestId('profit-by-category')).toContainText('Fishing');
});
