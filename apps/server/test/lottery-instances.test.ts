import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase, queryRows, type Database } from '../src/platform/db.js';
import { addGame, buy, fund } from './lottery-core-helpers.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';

const T0 = Date.parse('2026-11-26T10:00:05Z');
const MEMBERS = [82_001, 82_002, 82_003, 82_004];
const LINES = [
  { kind: 'SSC_POSITION_NUMBER', selection: { ball: 1, digits: [0, 1, 2, 3, 4] }, unit: 100, multiple: 2 },
  { kind: 'SSC_SUM_SIDE', selection: { pick: 'BIG' }, unit: 100, multiple: 1 },
];

describe.each(TEST_DATABASES)('two server instances on one %s database', (kind) => {
  let now = T0;
  const clock = () => new Date(now);
  let t: TestApp;
  let second: { app: FastifyInstance; database: Database };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, clock);
    const client = (t.database.db as unknown as { $client: unknown }).$client;
    const database =
      client instanceof pg.Pool
        ? await openDatabase({ databaseUrl: client.options.connectionString, dataDir: '' })
        : t.database;
    const app = await buildApp({ config: t.config, database, clock });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    if (second && second.database !== t.database) await second.database.close();
    await t?.close();
  });

  it('open, draw and settle each issue once, paying each ticket once', async () => {
    const db = t.database.db;
    const ledger = t.app.services.ledger;
    // Only this test's game runs (the demo catalogue's games would open hundreds of issues).
    await db.execute(sql`UPDATE lottery_game SET enabled = false`);
    const game = await addGame(db, { code: 'T_TWO_SSC', family: 'SSC' });
    const tick = async () => {
      const apps = [t.app, second.app, t.app, second.app, t.app, second.app];
      await Promise.all(apps.map((app) => app.jobs.runDue(clock())));
    };
    await tick();
    const issues = await queryRows<{ id: string; code: string }>(
      db,
      sql`SELECT id::text, code FROM lottery_issue WHERE game_id = ${game.id} ORDER BY draw_at`,
    );
    expect(issues).toHaveLength(31);
    expect(issues[0]!.code).toBe('202611261081'); // 18:00 in Manila: the 1,081st minute;
    for (const m of MEMBERS) await fund(ledger, m, 100_000n);
    const tickets: number[] = [];
    for (const issue of issues.slice(0, 3))
      for (const memberId of MEMBERS)
        tickets.push(await buy(db, ledger, { memberId, game, issueId: Number(issue.id), lines: LINES }));

    for (let s = 10; s <= 200; s += 10) {
      now = T0 + s * 1000;
      await tick();
    }
    const drawn = await queryRows<{ code: string; status: string; result_text: string }>(
      db,
      sql`SELECT code, status, result_text FROM lottery_issue WHERE game_id = ${game.id} AND draw_at <= ${clock()} ORDER BY code`,
    );
    expect(drawn.map((i) => i.status)).toEqual(['SETTLED', 'SETTLED', 'SETTLED']);
    for (const i of drawn) {
      const check = await t.app.inject({ url: `/lotto/api/verify?gameCode=T_TWO_SSC&issue=${i.code}` });
      expect(check.json().value).toMatchObject({
        resultText: i.result_text,
        seedMatchesHash: true,
        resultMatches: true,
      });
    }
    const settled = await queryRows<{ id: string; member_id: string; stake: string; payout: string; status: string }>(
      db,
      sql`SELECT id::text, member_id::text, stake::text, payout::text, status FROM lottery_ticket
          WHERE id = ANY (${`{${tickets.join(',')}}`}::bigint[])`,
    );
    expect(settled.every((r) => r.status !== 'PENDING')).toBe(true);
    const payKeys = await queryRows<{ idempotency_key: string }>(
      db,
      sql`SELECT idempotency_key FROM ledger_transaction WHERE idempotency_key LIKE 'lottery:pay:%'`,
    );
    const paid = settled.filter((r) => BigInt(r.payout) > 0n).map((r) => `lottery:pay:${r.id}`);
    expect(payKeys.map((k) => k.idempotency_key).sort()).toEqual(paid.sort());
    for (const m of MEMBERS) {
      const mine = settled.filter((r) => Number(r.member_id) === m);
      const expected = mine.reduce((b, r) => b - BigInt(r.stake) + BigInt(r.payout), 100_000n);
      expect(await ledger.balanceOf({ ownerKind: 'member', ownerId: m, wallet: 'MAIN' })).toBe(expected);
    }
    expect(await ledger.checkInvariants()).toMatchObject({ ok: true, totalOfAllEntries: '0' });
  });
});
