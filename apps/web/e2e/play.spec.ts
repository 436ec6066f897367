import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, registerByUsername, uniqueUsername } from './identity-helpers';

const headerBalance = (page: Page) => page.getByTestId('header-balance-value');
const totalOf = (page: Page, band: string, key: string) => page.getByTestId(band).locator(`[data-total="${key}"] dd`);

/** "₱1,234.50" (game window and header alike) as minor units. */
const minor = (text: string | null) => {
  const m = /(-?[\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!m) throw new Error(`no amount in ${text}`);
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]);
};

async function depositOnline(page: Page, amount: string) {
  await page.goto('/member?page=depositv2');
  await page.getByLabel(/GCash/).check();
  await page.locator('#deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await page.waitForURL(/sandbox-gateway\/pay/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/page=depositv2/);
  await expect(page.getByTestId('deposit-result')).toContainText('credited');
}

test('register, deposit, open a slot from the lobby, spin, and see the rounds in betting records and profit and loss', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  await registerByUsername(page, { username: uniqueUsername('play'), password: 'Player123' });
  await depositOnline(page, '500');
  await expect(headerBalance(page)).toHaveText('₱500.00');

  // The slot opens in its own window from the lobby tile.
  await page.goto('/rng?vassalage=PG');
  const tile = page.getByTestId('game-tile').first();
  await expect(tile).toBeVisible();
  const [game] = await Promise.all([page.waitForEvent('popup'), tile.locator('.game-tile__play').click()]);
  await expect(game).toHaveURL(/\/house\/play\//);
  await expect(game.getByTestId('game-balance')).toHaveText('₱500.00');
  // The launch token is spent and gone from the address bar.
  expect(game.url()).not.toContain('token=');

  // The tile's slot offers its own bets; the default is read from the window.
  const stake = minor(await game.getByTestId('slot-bet').textContent());
  let expected = 50_000;
  for (let i = 0; i < 6; i++) {
    const before = minor(await game.getByTestId('game-balance').textContent());
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    const after = minor(await game.getByTestId('game-balance').textContent());
    const won = (await game.getByTestId('slot-result').textContent()) ?? '';
    const win = /Win ₱/.test(won) ? minor(won) : 0;
    // The balance moved by the win minus the stake.
    expect(after - before).toBe(win - stake);
    expected = after;
  }
  // The lobby's header hears the balance change live.
  await expect(headerBalance(page)).toHaveText(
    `₱${(expected / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await game.close();

  // Betting records list the six rounds; profit and loss has today's line.
  await page.goto('/member?page=personalHistoryCopy');
  await expect(page.getByTestId('bet-records').getByTestId('bet-row')).toHaveCount(6);
  await expect(totalOf(page, 'bet-totals', 'rounds')).toHaveText('6');
  await expect(totalOf(page, 'bet-totals', 'betAmount')).toHaveText(`₱${((6 * stake) / 100).toFixed(2)}`);
  await page.goto('/member?page=personalProfit');
  await expect(page.getByTestId('profit-report').getByTestId('profit-by-day-row')).toHaveCount(1);
  await expect(totalOf(page, 'profit-totals', 'rounds')).toHaveText('6');
  const profit = (expected - 50_000) / 100;
  await expect(totalOf(page, 'profit-totals', 'profit')).toHaveText(
    new RegExp(`^[+-]?${Math.abs(profit).toFixed(2).replace('.', '\\.')}$`),
  );
});

test('a free trial plays on play credit and leaves the real balance untouched', async ({ page }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  await registerByUsername(page, { username: uniqueUsername('trial'), password: 'Player123' });
  await expect(headerBalance(page)).toHaveText('₱0.00');
  await page.goto('/rng?vassalage=PG');
  const trialButton = page.locator('.game-tile__trial').first();
  await expect(trialButton).toBeVisible();
  const [game] = await Promise.all([page.waitForEvent('popup'), trialButton.click()]);
  await expect(game.getByTestId('game-balance')).toHaveText('₱2,000.00');
  await expect(game.getByText('Free trial: play credit only')).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  await expect(game.getByTestId('game-balance')).not.toHaveText('₱2,000.00');
  await game.close();
  await page.reload();
  await expect(headerBalance(page)).toHaveText('₱0.00');
  await page.goto('/member?page=personalHistoryCopy');
  await expect(page.getByTestId('bet-records').getByTestId('empty-state')).toBeVisible();
});

test('a visitor is asked to log in before real play', async ({ page }) => {
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  await page.goto('/rng?vassalage=PG');
  await page.getByTestId('game-tile').first().locator('.game-tile__play').click();
  await expect(page.locator('[data-modal="loginPopupModal"] [role="dialog"]')).toBeVisible();
});

test('a blocked game window is explained and nothing is launched', async ({ page }) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  await registerByUsername(page, { username: uniqueUsername('blocked'), password: 'Player123' });
  const launches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/game/launchGame')) launches.push(r.url());
  });
  await page.goto('/rng?vassalage=PG');
  // What a popup blocker does: window.open answers null.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByTestId('game-tile').first().locator('.game-tile__play').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Popup blocked. Please allow popups and try again.' }),
  ).toBeVisible();
  expect(launches).toEqual([]);
});
