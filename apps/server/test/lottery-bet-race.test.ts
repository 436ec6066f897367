import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { createTestApp, testClock, type TestApp } from './test-app.js';
import { bearer, lotteryGame, lotteryPlayers, openTestIssues, setRisk, slipKey } from './lottery-helpers.js';

/** Races: 200 players for one number at its limit, one slip sent 8 times at once; on PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
const KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const PLAYERS = 200;
const STAKE = 100; // 1.00 on one digit
const FITS = 150;

describe(`lottery slips racing (${KIND})`, () => {
  const clock = testClock('2026-11-26T10:00:30Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(KIND, {}, clock.now);
  }, 120_000);
  afterAll(async () => t?.close());

  it('accepts exactly up to the limit, refuses the rest whole, and the ledger balances', async () => {
    const game = await lotteryGame(t.database.db, 'SSC');
    // Room for 150 of the 200 stakes on the number; the limit per player is far away.
    await setRisk(t.database.db, game.id, { limits: { '*': { maxPerNumber: FITS * STAKE } } });
    await openTestIssues(t.database.db, game.id, 'R', clock.now(), 1);
    const players = await lotteryPlayers(t.app, t.database.db, PLAYERS, { prefix: 'racer', funds: 10_000n });
    const answers = await Promise.all(
      players.map((p) =>
        t.app.inject({
          method: 'POST',
          url: '/lotto/lgw/orders',
          headers: bearer(p.token),
          payload: {
            gameCode: game.gameCode,
            vassalage: game.vassalage,
            issueCode: 'R01',
            lines: [{ kind: 'SSC_POSITION_NUMBER', selection: { ball: 3, digits: [7] }, unit: '1.00', multiple: 1 }],
            idempotencyKey: slipKey(),
          },
        }),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json<{ code: string }>().code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(FITS);
    expect(codes.filter((c) => c === 'LOTTERY_LIMIT')).toHaveLength(PLAYERS - FITS);
    const refused = answers.find((a) => a.statusCode !== 200)?.json();
    expect(refused.value).toMatchObject({ limit: 'maxPerNumber', value: '150.00', number: '7' });

    const [exposure] = await queryRows<{ stake: string }>(
      t.database.db,
      sql`SELECT e.stake::text FROM lottery_exposure e JOIN lottery_issue i ON i.id = e.issue_id
          WHERE i.game_id = ${game.id} AND i.code = 'R01'`,
    );
    expect(exposure?.stake).toBe(String(FITS * STAKE));
    const [tickets] = await queryRows<{ n: string; stake: string }>(
      t.database.db,
      sql`SELECT count(*)::text AS n, sum(t.stake)::text AS stake FROM lottery_ticket t JOIN lottery_issue i ON i.id = t.issue_id
          WHERE i.game_id = ${game.id} AND i.code = 'R01'`,
    );
    expect(tickets).toEqual({ n: String(FITS), stake: String(FITS * STAKE) });
    // Every refused player kept their money; every accepted one paid once.
    const balances = await Promise.all(
      players.map((p) => t.app.services.ledger.balanceOf({ ownerKind: 'member', ownerId: p.id, wallet: 'MAIN' })),
    );
    expect(balances.reduce((n, b) => n + b, 0n)).toBe(BigInt(PLAYERS * 10_000 - FITS * STAKE));
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
  }, 180_000);

  it('answers 8 concurrent sends of one slip with one set of tickets and one debit', async () => {
    const game = await lotteryGame(t.database.db, 'SSC');
    await setRisk(t.database.db, game.id, {});
    await openTestIssues(t.database.db, game.id, 'S', new Date(clock.now().getTime() + 600_000), 3);
    const [player] = await lotteryPlayers(t.app, t.database.db, 1, { prefix: 'twin', funds: 10_000n });
    const payload = {
      gameCode: game.gameCode,
      vassalage: game.vassalage,
      issueCode: 'S01',
      lines: [{ kind: 'SSC_SUM_SIDE', selection: { pick: 'ODD' }, unit: '1.00', multiple: 2 }],
      chase: { issues: 3, stopOnWin: false },
      idempotencyKey: slipKey(),
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/lotto/lgw/orders', headers: bearer(player!.token), payload }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => !a.json<{ value: { replayed: boolean } }>().value.replayed)).toHaveLength(1);
    const ids = new Set(
      answers.flatMap((a) =>
        a.json<{ value: { tickets: Array<{ ticketId: number }> } }>().value.tickets.map((x) => x.ticketId),
      ),
    );
    expect(ids.size).toBe(3);
    const balance = await t.app.services.ledger.balanceOf({ ownerKind: 'member', ownerId: player!.id, wallet: 'MAIN' });
    expect(balance).toBe(10_000n - 600n);
  }, 60_000);
});
