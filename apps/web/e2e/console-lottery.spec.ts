import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSignedIn } from './console-helpers';
import { newStaff, sharedOwnerToken } from './console-staff-helpers';
import { useLanguage } from './helpers';
import { hideAnnouncements, registerByUsername, uniqueUsername } from './identity-helpers';
import { depositThroughSandbox } from './transfer-helpers';

/** The North sheet of 2016-01-01 (27 numbers): lô 52 appears twice (ĐB 52552 and G7 52). */
export const NORTH_SHEET: Record<string, string[]> = {
  DB: ['52552'],
  G1: ['56247'],
  G2: ['84402', '15788'],
  G3: ['27303', '72185', '85826', '05470', '31281', '92069'],
  G4: ['7632', '5914', '9262', '1428'],
  G5: ['6316', '2416', '6548', '4125', '2082', '1769'],
  G6: ['705', '339', '476'],
  G7: ['52', '14', '06', '89'],
};
const TIER_LABELS: Record<string, string> = {
  DB: 'Special (ĐB)',
  G1: '1st (G1)',
  G2: '2nd (G2)',
  G3: '3rd (G3)',
  G4: '4th (G4)',
  G5: '5th (G5)',
  G6: '6th (G6)',
  G7: '7th (G7)',
};
/** The Vietnamese fast game (North sheet every minute) the operators switch to entered results. */
const GAME_NAME = 'Siêu Tốc 1 Phút';

type Envelope<T> = { success: boolean; code: string; message: string; value: T };
type ConsoleGame = { id: number; gameCode: string; vassalage: string; gameName: string; source: string };
type Issue = { issueCode: string; saleEnd: string; drawAt: string };
type Ticket = { ticketId: number; issueCode: string; status: string; payout: string; stake: string };

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  data?: object,
) {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${method} ${url}: ${body.code} ${body.message}`).toBe(true);
  return body.value;
}

/** Runs a job of the registry now (the e2e servers do not tick: NODE_ENV=test). */
const runJob = (request: APIRequestContext, owner: string, name: string) =>
  request.post(`/console/api/jobs/${name}/run`, {
    headers: { Authorization: `Bearer ${owner}` },
    data: { reason: 'End-to-end lottery run' },
  });

/** A member with a balance (registered and funded through the sandbox gateway), and its token. */
async function fundedMember(page: Page): Promise<string> {
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  await registerByUsername(page, { username: uniqueUsername('lot'), password: 'Lottery123' });
  await depositThroughSandbox(page, '1000');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

/**
 * Issue 20, four eyes on results: a member's lô bet on a Vietnamese game whose results operators
 * enter settles only after one games operator enters the sheet in the console and a second one
 * confirms it; the one who entered it is never offered the confirmation.
 */
test('a Vietnamese lô bet settles from a result entered by one operator and confirmed by another', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await sharedOwnerToken(request);
  const maker = await newStaff(request, owner, 'games', 'lm');
  const checker = await newStaff(request, owner, 'games', 'lc');
  const games = await api<ConsoleGame[]>(request, 'GET', '/console/api/lottery/games', maker.token);
  const game = games.find((g) => g.gameName === GAME_NAME);
  expect(game, 'the fast Vietnamese game').toBeTruthy();
  if (!game) return;
  await api(request, 'PUT', `/console/api/lottery/games/${game.id}`, maker.token, {
    source: 'MANUAL',
    reason: 'Results entered by operators for this test',
  });
  await runJob(request, owner, 'lottery.issues');

  // The member bets lô 52 (2 points) on the issue on sale.
  const member = await fundedMember(page);
  // The issue on sale with at least 15 s of sale left (else the next one).
  let issue: Issue | null = null;
  await expect
    .poll(
      async () => {
        const detail = await api<{ current: Issue | null }>(
          request,
          'GET',
          `/lotto/lgw/games/game?gameCode=${game.gameCode}&vassalage=${game.vassalage}`,
          member,
        );
        issue = detail.current && Date.parse(detail.current.saleEnd) - Date.now() > 15_000 ? detail.current : null;
        return issue !== null;
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe(true);
  if (!issue) return;
  const { issueCode, drawAt } = issue as Issue;
  await api(request, 'POST', '/lotto/lgw/orders', member, {
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    issueCode,
    lines: [{ kind: 'VN_LO2', selection: { numbers: ['52'] }, unit: '1.00', multiple: 2 }],
    idempotencyKey: `e2e-lo-${Date.now()}`,
  });
  // The draw passes; no one draws a MANUAL game, so the issue waits for its result.
  await page.waitForTimeout(Math.max(0, Date.parse(drawAt) - Date.now()) + 1500);
  await runJob(request, owner, 'lottery.draws');

  // The first operator enters the sheet from the issue's details.
  const makerPage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await openSignedIn(makerPage, maker.token, `/console/lottery?tab=issues&game=${game.id}&status=CLOSED`);
  const issueRow = makerPage.getByRole('row').filter({ hasText: issueCode });
  await issueRow.getByRole('button', { name: `Details of issue ${issueCode}` }).click();
  const dialog = makerPage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Enter the result' }).click();
  for (const [tier, numbers] of Object.entries(NORTH_SHEET))
    await dialog.getByLabel(TIER_LABELS[tier] ?? tier).fill(numbers.join(' '));
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Official sheet of the draw');
  await dialog.getByRole('button', { name: 'Enter for confirmation' }).click();
  await expect(dialog.getByText(/Result entered \(request #\d+\)/)).toBeVisible();
  await makerPage.keyboard.press('Escape');
  // Whoever entered it may withdraw it, never confirm it.
  await makerPage.goto('/console/lottery?tab=results');
  const own = makerPage.getByRole('row').filter({ hasText: issueCode });
  await expect(own.getByRole('button', { name: /^Withdraw the result/ })).toBeVisible();
  await expect(own.getByRole('button', { name: /^Confirm the result/ })).toHaveCount(0);

  // The second operator checks it and confirms it.
  const checkerPage = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await openSignedIn(checkerPage, checker.token, '/console/lottery?tab=results');
  const pending = checkerPage.getByRole('row').filter({ hasText: issueCode });
  await pending.getByRole('button', { name: `Confirm the result of ${issueCode}` }).click();
  const confirm = checkerPage.getByRole('dialog');
  await expect(confirm.getByText('52552')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await checkerPage.getByLabel('State').selectOption('applied');
  await expect(checkerPage.getByRole('row').filter({ hasText: issueCode })).toContainText('Confirmed');

  // Settlement pays the two hits of lô 52.
  await expect
    .poll(
      async () => {
        await runJob(request, owner, 'lottery.draws');
        const tickets = await api<{ list: Ticket[] }>(request, 'GET', '/lotto/lgw/orders?pageSize=10', member);
        return tickets.list.find((t) => t.issueCode === issueCode)?.status;
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe('WON');
  await checkerPage.goto(`/console/lottery?tab=issues&game=${game.id}&status=SETTLED`);
  await expect(checkerPage.getByRole('row').filter({ hasText: issueCode })).toContainText('Settled');
});
