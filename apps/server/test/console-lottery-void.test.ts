import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { NORTH_SHEET, issueRow } from './lottery-console-helpers.js';
import { balanceOf, bearer, lotteryGame, lotteryPlayers, openTestIssues, slipKey } from './lottery-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

/** The console's effects on money: a void refunds every pending ticket; a confirmed result settles them. */
describe.each(TEST_DATABASES)('console lottery void and confirmed results with real tickets on %s', (kind) => {
  const t = useTestApp(kind);
  let games = '';
  let owner = '';

  beforeAll(async () => {
    games = await staffToken(t.app, t.database.db, 'games');
    owner = await staffToken(t.app, t.database.db, 'owner');
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    consoleCall(t.app, method, url, token, payload, '192.0.2.79');
  const place = (token: string, game: { gameCode: string; vassalage: string }, issueCode: string, lines: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/lotto/lgw/orders',
      headers: bearer(token),
      payload: { gameCode: game.gameCode, vassalage: game.vassalage, issueCode, lines, idempotencyKey: slipKey() },
    });
  const issueId = async (gameId: number, code: string) => {
    const page = (await call('GET', `/console/api/lottery/issues?gameId=${gameId}&pageSize=100`, games)).json().value;
    return (page.list as Array<{ id: number; code: string }>).find((i) => i.code === code)?.id ?? 0;
  };

  it('voids an issue with its reason: every pending ticket refunded, audited in the same transaction', async () => {
    const game = await lotteryGame(t.database.db, 'SSC');
    await openTestIssues(t.database.db, game.id, 'CV', new Date(Date.now() + 600_000), 2);
    const [member] = await lotteryPlayers(t.app, t.database.db, 1, { prefix: 'cvoid', funds: 100_000n });
    const line = { kind: 'SSC_POSITION_NUMBER', selection: { ball: 1, digits: [1, 2] }, unit: '2.00', multiple: 5 };
    expect((await place(member!.token, game, 'CV01', [line])).statusCode).toBe(200);
    expect(await balanceOf(t.app, member!.id)).toBe(98_000n);
    const id = await issueId(game.id, 'CV01');

    expect((await call('POST', `/console/api/lottery/issues/${id}/void`, games, { reason: 'x' })).statusCode).toBe(400);
    const res = await call('POST', `/console/api/lottery/issues/${id}/void`, games, { reason: 'Draw machine failure' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'VOID',
      byStatus: [{ status: 'VOID', tickets: 1, payout: '20.00' }],
    });
    expect(res.json().value.voidReason).toContain('Draw machine failure');
    expect(await balanceOf(t.app, member!.id)).toBe(100_000n);
    // Its risk is released with it: no stake left on the numbers, no potential payout on the player.
    const risk = await queryRows<{ stake: string; payout: string }>(
      t.database.db,
      sql`SELECT (SELECT coalesce(sum(stake), 0) FROM lottery_exposure WHERE issue_id = ${id})::text AS stake,
                 (SELECT coalesce(sum(max_payout), 0) FROM lottery_player_issue WHERE issue_id = ${id})::text AS payout`,
    );
    expect(risk[0]).toEqual({ stake: '0', payout: '0' });
    const audit = (await call('GET', `/console/api/audit?target=lottery-issue:${id}`, owner)).json().value.list;
    expect(audit[0]).toMatchObject({ action: 'lottery.issue.void', actor: 'games', reason: 'Draw machine failure' });
    const again = await call('POST', `/console/api/lottery/issues/${id}/void`, games, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(
      (await call('POST', '/console/api/lottery/issues/987654/void', games, { reason: 'Nothing' })).statusCode,
    ).toBe(404);
  });

  it('settles a lô ticket from a result entered by one operator and confirmed by another', async () => {
    const game = await lotteryGame(t.database.db, 'VN_NORTH');
    await call('PUT', `/console/api/lottery/games/${game.id}`, games, { source: 'MANUAL', reason: 'Operator entry' });
    const [member] = await lotteryPlayers(t.app, t.database.db, 1, { prefix: 'cres', funds: 1_000_000n });
    // The issue is on sale for a few seconds more (its draw 15 s from now).
    const start = new Date(Date.now() - 45_000);
    await openTestIssues(t.database.db, game.id, 'CR', start, 1);
    const lo = { kind: 'VN_LO2', selection: { numbers: ['52'] }, unit: '1.00', multiple: 1 };
    const placed = await place(member!.token, game, 'CR01', [lo]);
    expect(placed.statusCode, placed.body).toBe(200);
    const stake = 1_000_000n - (await balanceOf(t.app, member!.id));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start.getTime() + 61_000 - Date.now())));
    const id = await issueId(game.id, 'CR01');

    const entered = await call('POST', '/console/api/lottery/results', games, {
      issueId: id,
      sheet: NORTH_SHEET,
      reason: 'Official sheet',
      idempotencyKey: slipKey(),
    });
    expect(entered.statusCode, entered.body).toBe(200);
    // Entered is not drawn: nothing settles until a second operator confirms.
    await t.app.services.lottery.settleDrawn();
    expect(['OPEN', 'CLOSED']).toContain((await issueRow(t.database.db, id))?.status);
    const confirmed = await call('POST', `/console/api/lottery/results/${entered.json().value.id}/confirm`, owner, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.app.services.lottery.settleDrawn();
    expect((await issueRow(t.database.db, id))?.status).toBe('SETTLED');
    const detail = (await call('GET', `/console/api/lottery/issues/${id}`, games)).json().value;
    expect(detail.byStatus).toMatchObject([{ status: 'WON', tickets: 1 }]);
    // Lô 52 appears twice on the sheet (ĐB 52552, G7 52): two hits at the line's odds.
    expect(await balanceOf(t.app, member!.id)).toBeGreaterThan(1_000_000n - stake);
  }, 90_000);
});
