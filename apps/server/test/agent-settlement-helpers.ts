import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/platform/db.js';

/**
 * agent_contract as agreed in the shared plan (migration 0045, module contracts): created here only
 * when that migration has not made it yet, so the settlement's tests run before and after it lands.
 */
export async function ensureContractTable(db: Db) {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS agent_contract (
    id bigserial PRIMARY KEY, merchant_code text NOT NULL, kind text NOT NULL, member_id bigint NOT NULL,
    upline_id bigint NULL, status text NOT NULL, period text NOT NULL, tiers jsonb NOT NULL,
    offered_at timestamptz NOT NULL DEFAULT now(), decided_at timestamptz NULL, terminated_at timestamptz NULL,
    reason text NULL, offered_by_staff bigint NULL)`);
}

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
