import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/platform/db.js';
import { createLedgerService } from '../src/modules/wallet/ledger-service.js';
import { createSettlementDeps } from '../src/modules/agent-settlement/agent-settlement-module.js';
import { BILL_KINDS, type BillKind } from '../src/modules/agent-settlement/settlement-fns.js';
import { insertMember } from './console-members-helpers.js';
import { addContract } from './agent-settlement-helpers.js';

/**
 * The exactly-once tests' world, written straight into the tables the settlement reads (no app,
 * so a child process can settle it): a tree A → B1 → C and A → B2 with a player under each
 * agent, a contract of every kind on each agent, and the team rollups' 5-minute rows of two
 * periods of each kind (so a run killed in the second period leaves the first settled).
 */
export const NOW = new Date('2026-11-20T17:00:00Z');
const PLAN: Record<BillKind, { accepted: string; plays: string[] }> = {
  DAILY: { accepted: '2026-11-18T00:00:00Z', plays: ['2026-11-19T02:00:00Z', '2026-11-20T02:00:00Z'] },
  DIVIDEND: { accepted: '2026-11-18T00:00:00Z', plays: ['2026-11-19T02:00:00Z', '2026-11-20T02:00:00Z'] },
  HOURLY: { accepted: '2026-11-20T00:30:00Z', plays: ['2026-11-20T01:10:00Z', '2026-11-20T03:10:00Z'] },
  REALTIME: { accepted: '2026-11-20T16:00:00Z', plays: ['2026-11-20T16:12:00Z', '2026-11-20T16:31:00Z'] },
};
const RATES = { A: 200, B: 150, C: 100 };

export const settlementDeps = (db: Db) =>
  createSettlementDeps({
    db,
    merchantCode: 'FORTUNA',
    timeZone: 'Asia/Manila',
    ledger: createLedgerService({ db, merchantCode: 'FORTUNA', currency: 'PHP' }),
  });

export async function setUpWorld(db: Db) {
  const a = await insertMember(db, { username: 'xoA', type: 1 });
  const b1 = await insertMember(db, { username: 'xoB1', type: 1, parentId: a });
  const b2 = await insertMember(db, { username: 'xoB2', type: 1, parentId: a });
  const c = await insertMember(db, { username: 'xoC', type: 1, parentId: b1 });
  const players = [
    await insertMember(db, { username: 'xoPA', parentId: a }),
    await insertMember(db, { username: 'xoPB1', parentId: b1 }),
    await insertMember(db, { username: 'xoPB2', parentId: b2 }),
    await insertMember(db, { username: 'xoPC', parentId: c }),
  ];
  const agents: Array<[number, number | null, number]> = [
    [a, null, RATES.A],
    [b1, a, RATES.B],
    [b2, a, RATES.B],
    [c, b1, RATES.C],
  ];
  for (const kind of BILL_KINDS)
    for (const [memberId, uplineId, rate] of agents)
      await addContract(db, {
        kind,
        period: kind === 'DIVIDEND' ? 'DAILY' : kind,
        memberId,
        uplineId,
        at: new Date(PLAN[kind].accepted),
        tiers: [
          { rate: kind === 'DIVIDEND' ? rate * 10 : rate, validBet: 1, teamLoss: kind === 'DIVIDEND' ? 1 : null },
        ],
      });
  const at = [...new Set(Object.values(PLAN).flatMap((p) => p.plays))];
  let n = 0;
  for (const play of at)
    for (const p of players) {
      const bet = 1_000_000 + 100_000 * ++n;
      await db.execute(sql`INSERT INTO team_rollup (merchant_code, grain, window_start, member_id, path, rounds, bets,
                             valid_bets, payouts, profit_loss, active)
                           SELECT 'FORTUNA', '5m', date_bin('5 minutes', ${new Date(play)}::timestamptz,
                                  TIMESTAMPTZ '2000-01-01 00:00:00+00'), id, path, 1, ${bet}, ${bet}, 0, ${-bet}, true
                           FROM member WHERE id = ${p}`);
    }
  await db.execute(sql`INSERT INTO team_rollup_frontier (merchant_code, grain, closed_until)
                       VALUES ('FORTUNA', '5m', ${NOW}) ON CONFLICT (merchant_code, grain) DO UPDATE SET closed_until = ${NOW}`);
  return { agents: agents.map(([id]) => id) };
}

/** Every bill of a kind with its payments: each paid bill moved money exactly once, under one key. */
export async function paymentsOf(db: Db, kind: BillKind) {
  return queryRows<{ id: string; status: string; gross: string; paid: string; postings: string; moved: string }>(
    db,
    sql`SELECT b.id::text, b.status, b.gross::text, b.paid::text,
               (SELECT count(*) FROM ledger_transaction t WHERE t.idempotency_key LIKE 'agent-bill:' || b.id || ':%')::text AS postings,
               coalesce((SELECT sum(e.amount) FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
                         WHERE t.idempotency_key LIKE 'agent-bill:' || b.id || ':%' AND e.amount > 0), 0)::text AS moved
        FROM agent_bill b WHERE b.kind = ${kind} ORDER BY b.period_start, b.depth, b.member_id`,
  );
}

export const settledRuns = async (db: Db, kind: BillKind) =>
  Number(
    (
      await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM agent_settlement_run WHERE kind = ${kind} AND settled_at IS NOT NULL
              AND bills > 0`,
      )
    )[0]!.n,
  );
