import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { openSignedIn } from './console-helpers';
import { sharedOwnerToken } from './console-staff-helpers';
import { useLanguage } from './helpers';
import { hideAnnouncements, registerByUsername, uniqueClientIp, uniqueUsername } from './identity-helpers';
import { depositThroughSandbox } from './transfer-helpers';

/**
 * Visual review of the console's Lottery page (SCREENSHOTS=1 only) at 1920 px and phone width, in
 * English and Filipino: each tab with data (a member's bets on a fast game, one issue settled),
 * the settings dialog and an issue's details. Written to LOTTERY_SHOTS (default /tmp/shots-lottery-console/).
 */
const DIR = process.env.LOTTERY_SHOTS ?? '/tmp/shots-lottery-console/';
const SIZES = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGS = ['en', 'ty'] as const;
const GAME = 'K3_1MIN';
/** The open bets the exposure shows sit on a 5-minute game: its issue stays on sale through the pass. */
const OPEN_GAME = 'K3_5MIN';

type Envelope<T> = { success: boolean; value: T; code: string; message: string };
type Issue = { issueCode: string; saleEnd: string; drawAt: string };

async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  data?: object,
) {
  const res = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.success, `${url}: ${body.code} ${body.message}`).toBe(true);
  return body.value;
}

/** A member registered and funded through the sandbox gateway; its token. */
async function fundedMember(page: Page): Promise<string> {
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  await registerByUsername(page, { username: uniqueUsername('lcs'), password: 'Lottery123' });
  await depositThroughSandbox(page, '1000');
  return (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
}

/** The member places a few K3 bets on the issue on sale; answers that issue. */
async function betOnFastGame(
  request: APIRequestContext,
  token: string,
  gameCode = GAME,
  minLeftMs = 12_000,
): Promise<Issue> {
  let issue: Issue | null = null;
  await expect
    .poll(
      async () => {
        const game = await api<{ current: Issue | null }>(
          request,
          'GET',
          `/lotto/lgw/games/game?gameCode=${gameCode}&vassalage=LOTT`,
          token,
        );
        issue = game.current && Date.parse(game.current.saleEnd) - Date.now() > minLeftMs ? game.current : null;
        return issue !== null;
      },
      { timeout: 200_000, intervals: [2000] },
    )
    .toBe(true);
  const current = issue as unknown as Issue;
  await api(request, 'POST', '/lotto/lgw/orders', token, {
    gameCode,
    vassalage: 'LOTT',
    issueCode: current.issueCode,
    lines: [
      { kind: 'K3_SUM_NUMBER', selection: { sums: [10, 11, 9] }, unit: '2.00', multiple: 5 },
      { kind: 'K3_FACE', selection: { faces: [3, 6] }, unit: '1.00', multiple: 8 },
      { kind: 'K3_SUM_SIDE', selection: { pick: 'BIG' }, unit: '5.00', multiple: 4 },
    ],
    idempotencyKey: `shots-${Date.now()}`,
  });
  return current;
}

const contextFor = (browser: Browser, size: (typeof SIZES)[number], lang: string) =>
  browser.newContext({
    viewport: { width: size.width, height: size.height },
    deviceScaleFactor: 1,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
    storageState: {
      cookies: [],
      origins: [{ origin: 'http://127.0.0.1:5180', localStorage: [{ name: 'fortuna.console.lang', value: lang }] }],
    },
  });

test('console lottery screens', async ({ browser, page, request }) => {
  test.setTimeout(480_000);
  fs.mkdirSync(DIR, { recursive: true });
  const owner = await sharedOwnerToken(request);
  const run = (name: string) =>
    request.post(`/console/api/jobs/${name}/run`, {
      headers: { Authorization: `Bearer ${owner}` },
      data: { reason: 'End-to-end lottery run' },
    });
  await run('lottery.issues');
  const games = await api<{ id: number; gameCode: string }[]>(request, 'GET', '/console/api/lottery/games', owner);
  const gameId = games.find((g) => g.gameCode === GAME)?.id ?? 0;
  const openGameId = games.find((g) => g.gameCode === OPEN_GAME)?.id ?? 0;
  for (const id of [gameId, openGameId])
    await api(request, 'PUT', `/console/api/lottery/games/${id}`, owner, {
      limits: [
        { kind: '*', minStake: '1.00', maxStake: '2000.00', maxPerNumber: '150.00' },
        { kind: 'K3_SUM_NUMBER', minStake: '1.00', maxStake: '500.00', maxPerNumber: '40.00' },
      ],
      restricted: [{ kind: 'K3_SUM_NUMBER', number: '10', percent: 50 }],
      closed: [{ kind: 'K3_SUM_NUMBER', number: '3' }],
      reason: 'Limits for the visual review',
    });
  // One issue settles (for the P&L), the next one carries open bets (for the exposure).
  const member = await fundedMember(page);
  const first = await betOnFastGame(request, member);
  await page.waitForTimeout(Math.max(0, Date.parse(first.drawAt) - Date.now()) + 1500);
  await run('lottery.draws');
  await run('lottery.draws');
  await betOnFastGame(request, member, OPEN_GAME, 150_000);

  for (const size of SIZES) {
    for (const lang of LANGS) {
      const ctx = await contextFor(browser, size, lang);
      const shotPage = await ctx.newPage();
      const shot = async (name: string) => {
        await shotPage.waitForTimeout(300);
        await shotPage.screenshot({ path: `${DIR}lottery-${name}-${size.name}-${lang}.png`, fullPage: true });
      };
      await openSignedIn(shotPage, owner, '/console/lottery');
      await expect(shotPage.getByRole('table').first()).toBeVisible();
      await shot('games');
      await shotPage.getByRole('row').filter({ hasText: GAME }).getByRole('button').last().click();
      await expect(shotPage.getByRole('dialog')).toBeVisible();
      await shot('settings');
      await shotPage.keyboard.press('Escape');
      await shotPage.goto(`/console/lottery?tab=issues&game=${gameId}&status=SETTLED`);
      await expect(shotPage.getByRole('row').nth(1)).toBeVisible();
      await shot('issues');
      await shotPage.getByRole('row').nth(1).getByRole('button').last().click();
      await expect(shotPage.getByRole('dialog').locator('dl')).toBeVisible();
      await shot('issue');
      await shotPage.keyboard.press('Escape');
      await shotPage.goto('/console/lottery?tab=results&status=all');
      await shotPage.waitForTimeout(500);
      await shot('results');
      await shotPage.goto(`/console/lottery?tab=exposure&game=${openGameId}`);
      await expect(shotPage.getByTestId('exposure-chart')).toBeVisible();
      await shot('exposure');
      await shotPage.goto(`/console/lottery?tab=pnl&game=${gameId}`);
      await expect(shotPage.getByTestId('pnl-chart')).toBeVisible();
      await shot('pnl');
      await ctx.close();
    }
  }
});
