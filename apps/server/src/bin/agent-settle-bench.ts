/**
 * Agent settlement probe for `bench/agent-settle.mjs` (not part of the product):
 *   node --import tsx apps/server/src/bin/agent-settle-bench.ts <postgres-url> <agents>
 * Migrates and seeds the (scratch) database, makes AGENTS agents (1 % top agents, the rest their
 * direct downlines), a VALID daily-salary contract each, and one closed 5-minute team rollup row
 * of valid bet per agent on one market day; then times, side by side: a bare INSERT … SELECT of
 * AGENTS two-leg ledger transactions in one transaction, the real daily settlement of that day
 * (figures per agent from the team rollups, the level difference, bills, payments top-down), and
 * the bare insert again. Prints one JSON line.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { seedDemoData } from '../seed/demo-seed.js';
import { createSettlementDeps } from '../modules/agent-settlement/agent-settlement-module.js';
import { settleDue } from '../modules/agent-settlement/settlement-service.js';
import { createLedgerService } from '../modules/wallet/ledger-service.js';

const [url, agentsArg = '10000'] = process.argv.slice(2);
if (!url) throw new Error('usage: agent-settle-bench <postgres-url> [agents]');
const agents = Number(agentsArg);
const tops = Math.max(1, Math.floor(agents / 100));
const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 8 });
const db = database.db;
const ms = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return Math.round(performance.now() - start);
};
const M = 'FORTUNA';
const ACCEPTED = new Date('2026-11-18T17:00:00Z');
const PLAY = new Date('2026-11-20T02:00:00Z');
const NOW = new Date('2026-11-20T17:00:00Z');
const tiers = JSON.stringify([{ rate: 100, validBet: '1', active: 0, teamLoss: null }]);
const downTiers = JSON.stringify([{ rate: 50, validBet: '1', active: 0, teamLoss: null }]);

try {
  await migrate(database);
  await seedDemoData(db, M);
  await db.execute(sql`INSERT INTO member (merchant_code, username, password_hash, type)
    SELECT ${M}, 'btop' || n, 'x', 1 FROM generate_series(1, ${tops}) n`);
  await db.execute(sql`UPDATE member SET path = '/' || id || '/' WHERE username LIKE 'btop%'`);
  await db.execute(sql`INSERT INTO member (merchant_code, username, password_hash, type, parent_id, path)
    SELECT ${M}, 'bdown' || n, 'x', 1, t.id, t.path FROM generate_series(1, ${agents - tops}) n
    JOIN member t ON t.username = 'btop' || (1 + n % ${tops})`);
  await db.execute(sql`UPDATE member SET path = path || id || '/' WHERE username LIKE 'bdown%'`);
  await db.execute(sql`INSERT INTO agent_contract (merchant_code, kind, member_id, upline_id, status, period, tiers, offered_at, decided_at)
    SELECT ${M}, 'DAILY', id, parent_id, 'VALID', 'DAILY',
           CASE WHEN parent_id IS NULL THEN ${tiers}::jsonb ELSE ${downTiers}::jsonb END, ${ACCEPTED}, ${ACCEPTED}
    FROM member WHERE username LIKE 'btop%' OR username LIKE 'bdown%'`);
  await db.execute(sql`INSERT INTO team_rollup (merchant_code, grain, window_start, member_id, path, rounds, bets, valid_bets,
      payouts, profit_loss, active)
    SELECT ${M}, '5m', ${PLAY}, id, path, 1, 1000000, 1000000, 0, -1000000, true
    FROM member WHERE username LIKE 'btop%' OR username LIKE 'bdown%'`);
  await db.execute(sql`INSERT INTO team_rollup_frontier (merchant_code, grain, closed_until) VALUES (${M}, '5m', ${NOW})
    ON CONFLICT (merchant_code, grain) DO UPDATE SET closed_until = ${NOW}`);
  const ledger = createLedgerService({ db, merchantCode: M, currency: 'PHP' });
  await ledger.post({
    kind: 'DEPOSIT',
    idempotencyKey: 'bench-accounts',
    postings: [
      { account: { ownerKind: 'member', ownerId: 1_000_001, wallet: 'MAIN' }, amount: 1n },
      { account: { ownerKind: 'system', ownerId: 0, wallet: 'AGENT_COMMISSION' }, amount: -1n },
    ],
  });
  await db.execute(sql`VACUUM ANALYZE`);
  const bare = (round: number) =>
    ms(() =>
      db.transaction(async (tx) => {
        const [ids] = await queryRows<{ member: string; system: string }>(
          tx,
          sql`SELECT max(id) FILTER (WHERE owner_kind = 'member' AND owner_id = 1000001)::text AS member,
                     max(id) FILTER (WHERE owner_kind = 'system' AND wallet = 'AGENT_COMMISSION')::text AS system
              FROM ledger_account`,
        );
        await tx.execute(sql`WITH t AS (
            INSERT INTO ledger_transaction (merchant_code, kind, idempotency_key, request_hash, reference, actor)
            SELECT ${M}, 'AGENT_SALARY', 'bare:' || ${round} || ':' || n, 'h', 'r', 'bench' FROM generate_series(1, ${agents}) n
            RETURNING id)
          INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after)
          SELECT t.id, l.account, l.amount, 0 FROM t
          CROSS JOIN LATERAL (VALUES (${ids!.system}::bigint, -100), (${ids!.member}::bigint, 100)) AS l(account, amount)`);
      }),
    );
  const bareBefore = await bare(1);
  const deps = createSettlementDeps({ db, merchantCode: M, timeZone: 'Asia/Manila', ledger });
  let done = { periods: 0, bills: 0 };
  const settleMs = await ms(async () => (done = await settleDue(deps, 'DAILY', NOW)));
  const bareAfter = await bare(2);
  const [paid] = await queryRows<{ n: string; paid: string }>(
    db,
    sql`SELECT count(*) FILTER (WHERE paid = gross AND gross > 0)::text AS n, sum(paid)::text AS paid FROM agent_bill`,
  );
  console.log(JSON.stringify({ agents, ...done, paidBills: Number(paid!.n), bareBefore, settleMs, bareAfter }));
} finally {
  await database.close();
}
