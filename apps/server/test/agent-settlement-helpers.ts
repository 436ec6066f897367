import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/platform/db.js';
import { createSettlementDeps } from '../src/modules/agent-settlement/agent-settlement-module.js';
import { memberMain } from '../src/modules/agent-settlement/settlement-payments.js';
import { insertTimedRound } from './team-helpers.js';
import type { TestApp } from './test-app.js';

export type TierSpec = { rate: number; validBet: number; active?: number; teamLoss?: number | null };

/** A VALID contract accepted at `at`. */
export async function addContract(
  db: Db,
  c: { kind: string; memberId: number; uplineId: number | null; period?: string; tiers: TierSpec[]; at: Date },
): Promise<number> {
  const tiers = c.tiers.map((t) => ({
    rate: t.rate,
    validBet: String(t.validBet),
    active: t.active ?? 0,
    teamLoss: t.teamLoss == null ? null : String(t.teamLoss),
  }));
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO agent_contract (merchant_code, kind, member_id, upline_id, status, period, tiers, offered_at, decided_at)
        VALUES ('FORTUNA', ${c.kind}, ${c.memberId}, ${c.uplineId}, 'VALID', ${c.period ?? c.kind},
                ${JSON.stringify(tiers)}::jsonb, ${c.at}, ${c.at}) RETURNING id::text`,
  );
  return Number(row!.id);
}

export type BillRow = {
  member_id: string;
  period_start: string;
  status: string;
  tier: number | null;
  rate: number;
  team_valid_bet: string;
  gross: string;
  downline_total: string;
  net: string;
  paid: string;
  payer_id: string | null;
};

export const billsOf = (db: Db, kind: string) =>
  queryRows<BillRow>(
    db,
    sql`SELECT member_id::text, period_start::text, status, tier, rate, team_valid_bet::text, gross::text,
               downline_total::text, net::text, paid::text, payer_id::text
        FROM agent_bill WHERE kind = ${kind} ORDER BY period_start, depth, member_id`,
  );

/** How many ledger transactions moved money for agent bills, and how many distinct keys (equal: none twice). */
export const billPostings = async (db: Db) =>
  (
    await queryRows<{ n: string; keys: string; total: string }>(
      db,
      sql`SELECT count(DISTINCT t.id)::text AS n, count(DISTINCT t.idempotency_key)::text AS keys,
                 coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::text AS total
          FROM ledger_transaction t JOIN ledger_entry e ON e.transaction_id = t.id
          WHERE t.idempotency_key LIKE 'agent-bill:%'`,
    )
  )[0]!;

/** A settlement test's tools on its app: the settlement's deps, a member's MAIN balance, a round played at a time. */
export function settlementKit(t: TestApp, roundPrefix: string) {
  let round = 0;
  return {
    deps: () =>
      createSettlementDeps({
        db: t.database.db,
        merchantCode: 'FORTUNA',
        timeZone: 'Asia/Manila',
        ledger: t.app.services.ledger,
      }),
    balance: (id: number) => t.app.services.ledger.balanceOf(memberMain(id)),
    play: (memberId: number, at: Date, bet: number, payout = 0) =>
      insertTimedRound(t.database.db, `${roundPrefix}-${++round}`, memberId, at, { bet, payout }),
  };
}
