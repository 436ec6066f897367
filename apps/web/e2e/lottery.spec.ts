import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { sharedOwnerToken } from './console-staff-helpers';
import { registerByUsername, uniqueUsername } from './identity-helpers';
import { depositThroughSandbox } from './transfer-helpers';

/**
 * Issue 20's journey on the real server: a member opens the fastest game (ELOTT Turbo K3, an issue
 * every 45 s) from the lobby, places a slip of two kinds with a 3-issue chase, watches the
 * countdown, the draw and its result, and finds the payout in the balance and the betting record.
 * The slip is built to win whatever the dice show (a single-face bet on all six faces), so the
 * draw always pays; "stop after a win" then cancels and refunds the chase's later tickets.
 *
 * The e2e server (NODE_ENV=test) runs no jobs by itself: the spec runs the lottery's jobs through
 * the console's run-now as the owner (lottery.issues opens the issues, lottery.draws draws and
 * settles the due ones), as an operator could.
 */
async function runJob(request: APIRequestContext, token: string, name: string): Promise<void> {
  const response = await request.post(`/console/api/jobs/${name}/run`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { reason: 'e2e: lottery journey' },
  });
  // CONFLICT: an instance runs the period already; the next call takes the next one.
  expect([200, 409]).toContain(response.status());
}
const balanceOf = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId('header-balance-value').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
};

test('a fast game: slip with two kinds and a 3-issue chase, the draw, the result, the payout', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await useLanguage(page, 'EN');
  await registerByUsername(page, { username: uniqueUsername('lt'), password: 'Lott12345' });
  await depositThroughSandbox(page, '200');
  const owner = await sharedOwnerToken(request);
  // Other specs may run the lottery's jobs at the same time (409 then): look until the game has an issue on sale.
  await expect
    .poll(
      async () => {
        await runJob(request, owner, 'lottery.issues');
        const lobby = await request.get('/lotto/lgw/games/lobby?vassalage=ELOTT');
        const games = ((await lobby.json()) as { value: { games: { gameCode: string; current: unknown }[] } }).value
          .games;
        return games.some((g) => g.gameCode === 'K3_45S' && g.current !== null);
      },
      { timeout: 60_000, intervals: [3_000] },
    )
    .toBe(true);

  // The E-Lottery vendor's lobby entry routes to /lottery (spec §4 Game launch); its tile opens the game.
  await page.goto('/elott');
  await page.locator('[data-testid="vendor-card"][data-vendor="ELOTT"] .vendor-card__open').click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=/);
  await page.getByRole('tab', { name: 'E-Lottery' }).click();
  const tile = page.locator('[data-testid="lott-tile"][data-game="K3_45S"]');
  await expect(tile.getByTestId('lott-countdown')).toBeVisible();
  await tile.getByTestId('lott-tile-link').click();
  await expect(page.getByTestId('lott-game-name')).toHaveText('Turbo K3 45s');
  await expect(page.getByTestId('lott-countdown')).toContainText(/\d\d:\d\d|Drawing/);

  // Line 1: sum big. Line 2: single face on all six faces (6 notes; at least one face always shows).
  const board = page.getByTestId('lott-board');
  await board.locator('[data-kind="K3_SUM_SIDE"]').click();
  await board.locator('[data-pick="BIG"]').click();
  await board.getByTestId('lott-add-line').click();
  await board.locator('[data-kind="K3_FACE"]').click();
  await board.getByRole('button', { name: 'All', exact: true }).click();
  await expect(board.getByTestId('lott-board-notes')).toHaveText('6 notes');
  await board.getByTestId('lott-add-line').click();
  const slip = page.getByTestId('lott-slip');
  await expect(slip.getByTestId('lott-slip-line')).toHaveCount(2);
  await slip.getByTestId('lott-chase-on').check();
  await slip.getByTestId('lott-chase-issues').fill('3');
  await expect(slip.getByTestId('lott-chase-stop')).toBeChecked();
  // (1 + 6 notes) × 1.00 × 3 issues.
  await expect(slip.getByTestId('lott-slip-total')).toHaveText('21.00');

  // Betting closes 10 s before each draw: wait for a fresh issue's sale if it is about to close.
  await expect(page.getByTestId('lott-countdown')).toHaveAttribute('data-phase', 'sale', { timeout: 30_000 });
  await expect(page.getByTestId('header-balance-value')).toHaveText('₱200.00');
  await slip.getByTestId('lott-place').click();
  await expect(page.getByTestId('lott-slip-placed')).toContainText('3 tickets');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₱179.00');
  const tickets = page.getByTestId('lott-ticket');
  await expect(tickets).toHaveCount(3);
  const issues = await tickets.evaluateAll((els) => els.map((e) => e.getAttribute('data-issue') ?? '').sort());
  const firstIssue = issues[0]!;
  await expect(page.locator(`[data-testid="lott-ticket"][data-issue="${firstIssue}"]`)).toHaveAttribute(
    'data-status',
    'PENDING',
  );

  // The draw: the first chase issue settles WON (the face bet always hits), the result shows.
  const won = page.locator(`[data-testid="lott-ticket"][data-issue="${firstIssue}"]`);
  await expect
    .poll(
      async () => {
        await runJob(request, owner, 'lottery.draws');
        return won.getAttribute('data-status');
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBe('WON');
  const payout = Number(((await won.getByTestId('lott-ticket-payout').textContent()) ?? '').replace(/[^\d.]/g, ''));
  expect(payout).toBeGreaterThan(0);
  await expect(page.getByTestId('lott-last-result')).toContainText(firstIssue, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Results' }).click();
  const row = page.locator(`[data-testid="lott-result-row"][data-issue="${firstIssue}"]`);
  await expect(row.locator('.lott-ball--die')).toHaveCount(3);

  // The payout is in the balance: 179.00 + the win (+ refunds of the chase's later tickets).
  await expect.poll(() => balanceOf(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(179 + payout);

  // The visual review keeps the real screen after the win (LOTTERY_SHOTS=<dir>).
  if (process.env.LOTTERY_SHOTS)
    await page.screenshot({ path: `${process.env.LOTTERY_SHOTS}/journey-won-desktop-EN.png`, fullPage: true });

  // Its verification recomputes the same dice in the browser.
  await row.getByTestId('lott-verify-open').click();
  await expect(page.getByTestId('lott-verify-result')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('lott-verify-hash')).toHaveAttribute('data-ok', 'true');

  // The betting record lists the tickets under E-Lottery.
  await page.goto('/member?page=personalHistoryCopy');
  const records = page.getByTestId('bet-records');
  await records.getByTestId('bets-range').getByRole('button', { name: 'Today' }).click();
  await expect(records.getByTestId('bet-row').first()).toContainText('Turbo K3 45s');
});
