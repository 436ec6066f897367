/**
 * Settlement probe for `bench/lottery-settle.mjs` (not part of the product):
 *   node --import tsx apps/server/src/bin/lottery-settle-bench.ts <postgres-url> <tickets>
 * Migrates the (scratch) database, makes one DRAWN SSC issue with TICKETS pending tickets (1,000
 * members, every ticket winning: the most ledger work, one payout posting each) and their OPEN
 * rounds, then times, side by side: a bare INSERT … SELECT of the same number of ledger rows in one
 * transaction (TICKETS transactions, 2 × TICKETS entries) on two accounts, the same on the
 * settlement's 1,016 accounts, the real settlement (settleIssue: batches of 5,000, each reading and
 * locking its tickets, computing payouts, updating them and their rounds, ledger_post_many), and
 * the two bare inserts again in reverse order. Prints one JSON line.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { createLedgerService } from '../modules/wallet/ledger-service.js';
import { lotteryRepository } from '../modules/lottery/lottery-repository.js';
import { settleIssue } from '../modules/lottery/lottery-settlement.js';

const [url, ticketsArg = '100000'] = process.argv.slice(2);
if (!url) throw new Error('usage: lottery-settle-bench <postgres-url> [tickets]');
const tickets = Number(ticketsArg);
const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 4 });
const db = database.db;
const ms = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return Math.round(performance.now() - start);
};

try {
  await migrate(database);
  const ledger = createLedgerService({ db, merchantCode: 'BENCH', currency: 'PHP' });
  await lotteryRepository.addGames(db, 'BENCH', [
    {
      vassalage: 'LOTT',
      gameCode: 'SSC_1MIN',
      nodeId: 1,
      name: 'SSC 1 Min',
      gameType: 'LOTT',
      family: 'SSC',
      source: 'FAIR',
      cadenceSeconds: 60,
      schedule: { offsetMinutes: 480 },
      closeSeconds: 10,
    },
  ]);
  const game = (await lotteryRepository.gameByCode(db, 'BENCH', 'SSC_1MIN'))!;
  const drawAt = new Date(Date.now() - 60_000);
  await lotteryRepository.openIssues(db, [
    {
      gameId: Number(game.id),
      code: '202611260001',
      saleStart: new Date(drawAt.getTime() - 60_000),
      saleEnd: new Date(drawAt.getTime() - 10_000),
      drawAt,
      seed: null,
      seedHash: null,
    },
  ]);
  const issue = (await lotteryRepository.issueByCode(db, Number(game.id), '202611260001'))!;
  // Ball 1 is 3: every ticket's one line (ball 1 ∈ 0–4, five notes of ₱1.00) wins 9.9 × 100.
  const line = JSON.stringify([
    {
      kind: 'SSC_POSITION_NUMBER',
      selection: { ball: 1, digits: [0, 1, 2, 3, 4] },
      unit: 100,
      multiple: 1,
      notes: 5,
      noteStake: 100,
      stake: 500,
      groups: [{ key: 'n', notes: 5, oddsBp: 99_000 }],
    },
  ]);
  await db.execute(sql`INSERT INTO lottery_ticket (merchant_code, member_id, game_id, issue_id, slip_key, lines, stake, max_payout)
    SELECT 'BENCH', 1 + n % 1000, ${game.id}, ${issue.id}, 'slip-' || n, ${line}::jsonb, 500, 4950 FROM generate_series(1, ${tickets}) n`);
  await db.execute(sql`INSERT INTO game_round (merchant_code, provider, round_id, member_id, wallet, node_id, vassalage, game_type,
      game_code, game_name, bet_amount, valid_bet, status, business_date, started_at)
    SELECT 'BENCH', 'LOTTERY', 'T' || t.id, t.member_id, 'MAIN', 1, 'LOTT', 'LOTT', 'SSC_1MIN', 'SSC 1 Min', 500, 500, 'OPEN',
      current_date, now() FROM lottery_ticket t`);
  await db.execute(sql`UPDATE lottery_issue SET status = 'DRAWN', result = '[3,0,7,1,9]', result_text = '3,0,7,1,9',
      result_source = 'FAIR', drawn_at = now() WHERE id = ${issue.id}`);
  // The bare floor's accounts exist already (a house shard and a member), as the settlement's do after the first batch.
  await ledger.post({
    kind: 'DEPOSIT',
    idempotencyKey: 'bench-accounts',
    postings: [
      { account: { ownerKind: 'member', ownerId: 1_000_001, wallet: 'MAIN' }, amount: 1n },
      { account: { ownerKind: 'house', ownerId: 0, wallet: 'LOTTERY_BANK' }, amount: -1n },
    ],
  });
  // The settlement's own accounts (1,000 members' MAIN, the 16 house shards), for the second floor.
  await db.execute(sql`INSERT INTO ledger_account (merchant_code, owner_kind, owner_id, wallet, currency, balance, allow_negative)
    SELECT 'BENCH', 'member', n, 'MAIN', 'PHP', 0, false FROM generate_series(1, 1000) n
    UNION ALL SELECT 'BENCH', 'house', n, 'LOTTERY_BANK', 'PHP', 0, true FROM generate_series(0, 15) n
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`VACUUM ANALYZE`);
  const bare = (round: number) =>
    ms(() =>
      db.transaction(async (tx) => {
        const [ids] = await queryRows<{ member: string; house: string }>(
          tx,
          sql`SELECT max(id) FILTER (WHERE owner_kind = 'member' AND owner_id = 1000001)::text AS member,
                     max(id) FILTER (WHERE owner_kind = 'house' AND owner_id = 0)::text AS house FROM ledger_account`,
        );
        await tx.execute(sql`WITH t AS (
            INSERT INTO ledger_transaction (merchant_code, kind, idempotency_key, request_hash, reference, actor)
            SELECT 'BENCH', 'WIN', 'bare:' || ${round} || ':' || n, 'h', 'r', 'bench' FROM generate_series(1, ${tickets}) n
            RETURNING id
          )
          INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after)
          SELECT t.id, l.account, l.amount, 0 FROM t
          CROSS JOIN LATERAL (VALUES (${ids!.house}::bigint, -990), (${ids!.member}::bigint, 990)) AS l(account, amount)`);
      }),
    );
  /** The same rows on the settlement's accounts (each ticket's member and its house shard), not two. */
  const bareSpread = (round: number) =>
    ms(() =>
      db.execute(sql`WITH acc AS (
          SELECT array_agg(id ORDER BY owner_id) FILTER (WHERE owner_kind = 'house' AND wallet = 'LOTTERY_BANK') AS h,
                 array_agg(id ORDER BY owner_id) FILTER (WHERE owner_kind = 'member' AND wallet = 'MAIN'
                                                         AND owner_id BETWEEN 1 AND 1000) AS m
          FROM ledger_account WHERE merchant_code = 'BENCH'
        ), t AS (
          INSERT INTO ledger_transaction (merchant_code, kind, idempotency_key, request_hash, reference, actor)
          SELECT 'BENCH', 'WIN', 'spread:' || ${round} || ':' || n, 'h', 'r', 'bench' FROM generate_series(1, ${tickets}) n
          RETURNING id
        )
        INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after)
        SELECT t.id, l.account, l.amount, 0 FROM t CROSS JOIN acc
        CROSS JOIN LATERAL (VALUES (acc.h[1 + ((1 + t.id % 1000) % 16)::int], -990),
                                   (acc.m[1 + (t.id % 1000)::int], 990)) AS l(account, amount)`),
    );
  const bareBefore = await bare(1);
  const spreadBefore = await bareSpread(1);
  let last = performance.now();
  const batches: number[] = [];
  const afterBatch = async () => {
    batches.push(Math.round(performance.now() - last));
    last = performance.now();
  };
  const posting: number[] = [];
  const timed = {
    ...ledger,
    postMany: async (...args: Parameters<typeof ledger.postMany>) => {
      const start = performance.now();
      const done = await ledger.postMany(...args);
      if (args[1].length > 0) posting.push(Math.round(performance.now() - start));
      return done;
    },
  };
  const settleMs = await ms(() =>
    settleIssue({ db, ledger: timed, clock: () => new Date(), afterBatch }, Number(issue.id)),
  );
  if (process.env.BENCH_TRACE) console.error('ledger_post_many (ms):', posting.join(' '));
  if (process.env.BENCH_TRACE) console.error('batches (ms):', batches.join(' '));
  const spreadAfter = await bareSpread(2);
  const bareAfter = await bare(2);
  const [check] = await queryRows<{ settled: string; paid: string }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'WON')::text AS settled,
               (SELECT count(*) FROM ledger_transaction WHERE idempotency_key LIKE 'lottery:pay:%')::text AS paid
        FROM lottery_ticket`,
  );
  console.log(
    JSON.stringify({
      tickets,
      settleMs,
      bareBefore,
      bareAfter,
      spreadBefore,
      spreadAfter,
      settled: Number(check!.settled),
      paid: Number(check!.paid),
    }),
  );
} finally {
  await database.close();
}
