import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { TEST_DATABASES, testClock, useTestApp } from './test-app.js';
import { balanceOf, bearer, lotteryGame, lotteryPlayers, openTestIssues, setRisk, slipKey } from './lottery-helpers.js';

/** Cancelling a ticket before sale end, the member's tickets, and what everyone reads of a game. */
describe.each(TEST_DATABASES)('lottery tickets and reads on %s', (kind) => {
  const clock = testClock('2026-11-26T10:00:30Z');
  const t = useTestApp(kind, { clock: clock.now });
  let seq = 0;
  afterAll(async () => expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true));

  async function setUp() {
    const game = await lotteryGame(t.database.db, 'SSC');
    await setRisk(t.database.db, game.id, { limits: { '*': { maxPerNumber: 1_000 } } });
    const prefix = `C${++seq}x`;
    const start = new Date(clock.now().getTime() + (seq - 1) * 300_000);
    await openTestIssues(t.database.db, game.id, prefix, start, 3);
    const [member, other] = await lotteryPlayers(t.app, t.database.db, 2, {
      prefix: `lt${kind[0]}${seq}p`,
      funds: 100_000n,
    });
    const place = (token: string, issue: string, digits: number[], chase?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/lotto/lgw/orders',
        headers: bearer(token),
        payload: {
          gameCode: game.gameCode,
          vassalage: game.vassalage,
          issueCode: `${prefix}${issue}`,
          lines: [{ kind: 'SSC_POSITION_NUMBER', selection: { ball: 2, digits }, unit: '2.00', multiple: 5 }],
          ...(chase ? { chase: { issues: chase, stopOnWin: false } } : {}),
          idempotencyKey: slipKey(),
        },
      });
    return { game, prefix, start, member: member!, other: other!, place };
  }

  const cancel = (token: string, ticketId: number) =>
    t.app.inject({ method: 'POST', url: `/lotto/lgw/orders/${ticketId}/cancel`, headers: bearer(token) });

  it('cancels a pending ticket before sale end: stake back, round rolled back, the number free again', async () => {
    const { member, other, place } = await setUp();
    const placed = await place(member.token, '01', [5]);
    const ticketId = placed.json().value.tickets[0].ticketId as number;
    // The number is at its limit (10.00) …
    expect((await place(other.token, '01', [5])).json().code).toBe('LOTTERY_LIMIT');
    const res = await cancel(member.token, ticketId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      balance: '1000.00',
      ticket: { ticketId, status: 'CANCELLED', payout: '10.00', cancellable: false },
    });
    expect(await balanceOf(t.app, member.id)).toBe(100_000n);
    const [round] = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM game_round WHERE provider = 'LOTTERY' AND round_id = ${`T${ticketId}`}`,
    );
    expect(round?.status).toBe('ROLLED_BACK');
    // … and free again once cancelled.
    expect((await place(other.token, '01', [5])).statusCode).toBe(200);
    const twice = await cancel(member.token, ticketId);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'TICKET_NOT_CANCELLABLE']);
  });

  it('refuses to cancel after sale end, and another member’s ticket', async () => {
    const { member, other, place, start } = await setUp();
    const ticketId = (await place(member.token, '01', [1])).json().value.tickets[0].ticketId as number;
    expect((await cancel(other.token, ticketId)).json().code).toBe('NOT_FOUND');
    const ahead = start.getTime() - clock.now().getTime() + 50_000;
    clock.tick(ahead);
    try {
      const late = await cancel(member.token, ticketId);
      expect([late.statusCode, late.json().code]).toEqual([409, 'SALE_CLOSED']);
    } finally {
      clock.tick(-ahead);
    }
  });

  it('lists the member’s tickets newest first, filtered by status and issue', async () => {
    const { member, place, prefix } = await setUp();
    await place(member.token, '01', [1]);
    const chase = (await place(member.token, '01', [2], 3)).json().value;
    await cancel(member.token, chase.tickets[2].ticketId as number);
    const all = await t.app.inject({ url: '/lotto/lgw/orders?pageSize=10', headers: bearer(member.token) });
    expect(all.json().value).toMatchObject({ total: 4, pageNo: 1, totalPages: 1 });
    const cancelled = await t.app.inject({ url: '/lotto/lgw/orders?status=CANCELLED', headers: bearer(member.token) });
    expect(cancelled.json().value.list.map((x: { issueCode: string }) => x.issueCode)).toEqual([`${prefix}03`]);
    const first = await t.app.inject({
      url: `/lotto/lgw/orders?issueCode=${prefix}01`,
      headers: bearer(member.token),
    });
    expect(first.json().value.total).toBe(2);
    const byChase = await t.app.inject({
      url: `/lotto/lgw/orders?chaseId=${chase.chaseId}`,
      headers: bearer(member.token),
    });
    expect(byChase.json().value.total).toBe(3);
  });

  it('shows a game: kinds with odds and limits, closed and restricted numbers, upcoming issues', async () => {
    const { game, prefix } = await setUp();
    await setRisk(t.database.db, game.id, {
      limits: { SSC_DIRECT: { maxStake: 100_000 } },
      closed: ['*:7'],
      restricted: { 'SSC_POSITION_NUMBER:3': 50 },
    });
    const res = await t.app.inject({
      url: `/lotto/lgw/games/game?gameCode=${game.gameCode}&vassalage=${game.vassalage}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ family: 'SSC', prizeGroup: 1980, closed: [{ kind: '*', number: '7' }] });
    expect(value.restricted).toEqual([{ kind: 'SSC_POSITION_NUMBER', number: '3', percent: 50 }]);
    const direct = value.kinds.find((k: { code: string }) => k.code === 'SSC_DIRECT');
    expect(direct.limits).toEqual({ minStake: '0.02', maxStake: '1000.00', maxPerNumber: '200000.00' });
    expect(value.kinds.find((k: { code: string }) => k.code === 'SSC_SUM_SIDE').odds).toEqual([
      { variant: '', oddsBp: 19_800 },
    ]);
    expect(value.upcoming.map((i: { issueCode: string }) => i.issueCode)).toContain(`${prefix}01`);
    const unknown = await t.app.inject({ url: '/lotto/lgw/games/game?gameCode=NOPE' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists drawn issues with their results and seeds in the results, opened-numero and lobby calls', async () => {
    const { game, prefix } = await setUp();
    await t.database.db.execute(
      sql`UPDATE lottery_issue SET status = 'DRAWN', result = '[3,0,7,1,9]'::jsonb, result_text = '3,0,7,1,9',
            result_source = 'FAIR', seed = ${'cd'.repeat(32)}, sale_start = ${new Date(clock.at() - 7_200_000)},
            sale_end = ${new Date(clock.at() - 3_660_000)}, draw_at = ${new Date(clock.at() - 3_600_000)}, drawn_at = draw_at
          WHERE game_id = ${game.id} AND code = ${`${prefix}01`}`,
    );
    const query = `gameCode=${game.gameCode}&vassalage=${game.vassalage}`;
    const results = (await t.app.inject({ url: `/lotto/lgw/games/results?${query}` })).json().value;
    expect(results.list[0]).toMatchObject({
      issueCode: `${prefix}01`,
      status: 'DRAWN',
      resultText: '3,0,7,1,9',
      result: [3, 0, 7, 1, 9],
      seedHash: 'ab'.repeat(32),
      seed: 'cd'.repeat(32),
    });
    for (const url of ['/lotto/lgw/games/opened/numero', '/lgw/vn/numeros/opened/game']) {
      const opened = (await t.app.inject({ url: `${url}?${query}&size=5` })).json().value;
      expect(opened).toMatchObject({ gameCode: game.gameCode, family: 'SSC' });
      expect(opened.numeros[0].issueCode).toBe(`${prefix}01`);
    }
    const lobby = (await t.app.inject({ url: `/lotto/lgw/games/lobby?vassalage=${game.vassalage}` })).json().value;
    expect(lobby.serverTime).toBe(clock.now().toISOString());
    const row = lobby.games.find((g: { gameCode: string }) => g.gameCode === game.gameCode);
    expect(row.last.issueCode).toBe(`${prefix}01`);
    expect(row.current).toMatchObject({ status: 'OPEN' });
    // An issue on sale keeps its seed secret.
    expect(row.current.seedHash).toBe('ab'.repeat(32));
    // The language names each game as the catalogue does in it, else by the lottery's own name.
    await t.database.db.execute(
      sql`UPDATE game SET names = names || '{"TH": "หวยทดสอบ"}'::jsonb
          WHERE node_id = (SELECT node_id FROM lottery_game WHERE id = ${game.id})`,
    );
    const named = async (language: string) =>
      (await t.app.inject({ url: `/lotto/lgw/games/lobby?vassalage=${game.vassalage}&language=${language}` }))
        .json()
        .value.games.find((g: { gameCode: string }) => g.gameCode === game.gameCode).gameName;
    expect(await named('TH')).toBe('หวยทดสอบ');
    expect(await named('TY')).toBe(row.gameName);
  });
});
