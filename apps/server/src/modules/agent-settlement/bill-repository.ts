import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbTransaction } from '../../platform/db.js';
import { contractsSettlingPeriod, firstContractAccepted, type ValidContract } from '../contracts/contracts-module.js';
import type { BillDraft, BillKind, BillStatus } from './settlement-fns.js';

type Runner = Pick<Db, 'execute'> | DbTransaction;

export type ContractInForce = ValidContract;

/** A bill as the payments read it. */
export type PayRow = {
  id: number;
  memberId: number;
  payerId: number | null;
  depth: number;
  gross: bigint;
  paid: bigint;
  tier: number | null;
  status: BillStatus;
  kind: BillKind;
  periodStart: Date;
};
type PayDbRow = {
  id: string;
  member_id: string;
  payer_id: string | null;
  depth: number;
  gross: string;
  paid: string;
  tier: number | null;
  status: BillStatus;
  kind: BillKind;
  period_start: Date | string;
};
const payRow = (r: PayDbRow): PayRow => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  payerId: r.payer_id === null ? null : Number(r.payer_id),
  depth: Number(r.depth),
  gross: BigInt(r.gross),
  paid: BigInt(r.paid),
  tier: r.tier === null ? null : Number(r.tier),
  status: r.status,
  kind: r.kind,
  periodStart: new Date(r.period_start),
});
const PAY_COLUMNS = sql`id::text, member_id::text, payer_id::text, depth, gross::text, paid::text, tier, status, kind, period_start`;

/** SQL of agent_bill and agent_settlement_run (module agent-settlement); contracts come from the contracts module. */
export function createBillRepository(db: Db, merchantCode: string) {
  return {
    /** The contracts that settle a period of a kind ending at `end` (the contracts module's rule). */
    contractsInForce: (kind: BillKind, end: Date): Promise<ContractInForce[]> =>
      contractsSettlingPeriod(db, merchantCode, kind, end),

    /** When the first contract of a kind was accepted (where its settlement starts). */
    firstAccepted: (kind: BillKind) => firstContractAccepted(db, merchantCode, kind),

    /** The end of the last settled period of (kind, period), or null. */
    async settledUntil(kind: BillKind, period: string): Promise<Date | null> {
      const [row] = await queryRows<{ at: Date | string | null }>(
        db,
        sql`SELECT max(period_end) AS at FROM agent_settlement_run
            WHERE merchant_code = ${merchantCode} AND kind = ${kind} AND period = ${period} AND settled_at IS NOT NULL`,
      );
      return row?.at ? new Date(row.at) : null;
    },

    /** The periods [start, end) of a calendar period in the brand's zone from `from` ending by `until`. */
    async periodsBetween(period: string, from: Date, until: Date, zone: string, max: number) {
      const unit = period === 'HOURLY' ? 'hour' : period === 'WEEKLY' ? 'week' : period === 'DAILY' ? 'day' : 'month';
      const step = `1 ${unit}`;
      const rows = await queryRows<{ s: Date | string; e: Date | string }>(
        db,
        sql`WITH base AS (
              SELECT g AS s, g + ${step}::interval AS e
              FROM generate_series(date_trunc(${unit}, ${from}::timestamptz AT TIME ZONE ${zone}),
                                   ${until}::timestamptz AT TIME ZONE ${zone}, ${step}::interval) g),
            cut AS (
              SELECT s, e FROM base WHERE ${period} <> 'SEMIMONTHLY'
              UNION ALL SELECT s, s + interval '15 days' FROM base WHERE ${period} = 'SEMIMONTHLY'
              UNION ALL SELECT s + interval '15 days', e FROM base WHERE ${period} = 'SEMIMONTHLY')
            SELECT s AT TIME ZONE ${zone} AS s, e AT TIME ZONE ${zone} AS e FROM cut
            WHERE s AT TIME ZONE ${zone} >= ${from} AND e AT TIME ZONE ${zone} <= ${until}
            ORDER BY s LIMIT ${max}`,
      );
      return rows.map((r) => ({ start: new Date(r.s), end: new Date(r.e) }));
    },

    /** The dividend winnings each member carries into a period (its latest earlier bill's carry_out). */
    async carries(kind: BillKind, memberIds: readonly number[], before: Date): Promise<Map<number, bigint>> {
      if (memberIds.length === 0) return new Map();
      const rows = await queryRows<{ member_id: string; carry: string }>(
        db,
        sql`SELECT DISTINCT ON (member_id) member_id::text, carry_out::text AS carry FROM agent_bill
            WHERE merchant_code = ${merchantCode} AND kind = ${kind} AND period_start < ${before}
              AND member_id = ANY(${`{${memberIds.join(',')}}`}::bigint[])
            ORDER BY member_id, period_start DESC`,
      );
      return new Map(rows.map((r) => [Number(r.member_id), BigInt(r.carry)]));
    },

    /** Locks the run of (kind, period, start) for the rest of `tx`; true when it was settled already. */
    async lockRun(tx: DbTransaction, kind: BillKind, period: string, start: Date, end: Date): Promise<boolean> {
      await tx.execute(sql`INSERT INTO agent_settlement_run (merchant_code, kind, period, period_start, period_end)
                           VALUES (${merchantCode}, ${kind}, ${period}, ${start}, ${end}) ON CONFLICT DO NOTHING`);
      const [row] = await queryRows<{ done: boolean }>(
        tx,
        sql`SELECT settled_at IS NOT NULL AS done FROM agent_settlement_run
            WHERE merchant_code = ${merchantCode} AND kind = ${kind} AND period = ${period} AND period_start = ${start}
            FOR UPDATE`,
      );
      return row!.done;
    },

    async finishRun(tx: DbTransaction, kind: BillKind, period: string, start: Date, now: Date): Promise<void> {
      await tx.execute(sql`UPDATE agent_settlement_run r SET settled_at = ${now},
                             bills = s.n, gross = s.gross, paid = s.paid
                           FROM (SELECT count(*) AS n, coalesce(sum(gross), 0) AS gross, coalesce(sum(paid), 0) AS paid
                                 FROM agent_bill WHERE merchant_code = ${merchantCode} AND kind = ${kind}
                                   AND period = ${period} AND period_start = ${start}) s
                           WHERE r.merchant_code = ${merchantCode} AND r.kind = ${kind} AND r.period = ${period}
                             AND r.period_start = ${start}`);
    },

    /** Inserts a period's bills (a bill already there is kept); answers the period's bills, top-down. */
    async insertBills(
      tx: DbTransaction,
      kind: BillKind,
      period: { name: string; start: Date; end: Date },
      drafts: readonly BillDraft[],
    ): Promise<PayRow[]> {
      for (let i = 0; i < drafts.length; i += 500) {
        const values = drafts.slice(i, i + 500).map(
          (b) => sql`(${merchantCode}, ${kind}, ${b.memberId}, ${b.contractId}, ${period.name}, ${period.start},
            ${period.end}, ${b.depth}, ${b.teamValidBet}, ${b.teamPnl}, ${b.activeMembers}, ${b.tier}, ${b.rate},
            ${b.base}, ${b.carryIn}, ${b.carryOut}, ${b.gross}, ${b.downlineTotal}, ${b.net}, ${b.status}, ${b.payerId})`,
        );
        await tx.execute(sql`INSERT INTO agent_bill (merchant_code, kind, member_id, contract_id, period, period_start,
                               period_end, depth, team_valid_bet, team_pnl, active_members, tier, rate, base, carry_in,
                               carry_out, gross, downline_total, net, status, payer_id)
                             VALUES ${sql.join(values, sql`, `)} ON CONFLICT DO NOTHING`);
      }
      const rows = await queryRows<PayDbRow>(
        tx,
        sql`SELECT ${PAY_COLUMNS} FROM agent_bill
            WHERE merchant_code = ${merchantCode} AND kind = ${kind} AND period_start = ${period.start}
              AND period = ${period.name} ORDER BY depth, member_id`,
      );
      return rows.map(payRow);
    },

    /** Locks one bill (and answers it) for a payment or a decision. */
    async lockBill(tx: DbTransaction, id: number): Promise<PayRow | null> {
      const [row] = await queryRows<PayDbRow>(
        tx,
        sql`SELECT ${PAY_COLUMNS} FROM agent_bill WHERE merchant_code = ${merchantCode} AND id = ${id} FOR UPDATE`,
      );
      return row ? payRow(row) : null;
    },

    /** The bill of `memberId` in the same (kind, period start), locked (the payer's bill of a downline's). */
    async lockBillOf(tx: DbTransaction, memberId: number, kind: BillKind, start: Date): Promise<PayRow | null> {
      const [row] = await queryRows<PayDbRow>(
        tx,
        sql`SELECT ${PAY_COLUMNS} FROM agent_bill WHERE merchant_code = ${merchantCode} AND kind = ${kind}
              AND member_id = ${memberId} AND period_start = ${start} FOR UPDATE`,
      );
      return row ? payRow(row) : null;
    },

    async setPaid(
      tx: DbTransaction,
      updates: ReadonlyArray<{ id: number; paid: bigint; status: BillStatus }>,
      now: Date,
    ) {
      for (let i = 0; i < updates.length; i += 500) {
        const values = updates
          .slice(i, i + 500)
          .map((u) => sql`(${u.id}::bigint, ${u.paid}::bigint, ${u.status}::text)`);
        await tx.execute(sql`UPDATE agent_bill b SET paid = v.paid, status = v.status, paid_at = ${now}
                             FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, paid, status)
                             WHERE b.merchant_code = ${merchantCode} AND b.id = v.id`);
      }
    },

    async setStatus(tx: Runner, id: number, status: BillStatus, staff?: { id: number; at: Date }): Promise<void> {
      await tx.execute(sql`UPDATE agent_bill SET status = ${status},
                             approved_by_staff = coalesce(${staff?.id ?? null}::bigint, approved_by_staff),
                             approved_at = coalesce(${staff?.at ?? null}::timestamptz, approved_at)
                           WHERE merchant_code = ${merchantCode} AND id = ${id}`);
    },

    /** Whether `payerId` still owes any bill of (kind, start) in part. */
    async stillOwes(tx: Runner, payerId: number, kind: BillKind, start: Date): Promise<boolean> {
      const [row] = await queryRows<{ n: string }>(
        tx,
        sql`SELECT count(*)::text AS n FROM agent_bill WHERE merchant_code = ${merchantCode} AND payer_id = ${payerId}
              AND kind = ${kind} AND period_start = ${start} AND paid < gross AND status IN ('PART_RECEIVED', 'INSUFFICIENT')`,
      );
      return Number(row?.n ?? 0) > 0;
    },

    /** Bills owed in part by an agent (retried), oldest and highest first. */
    async owed(limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`SELECT id::text FROM agent_bill WHERE merchant_code = ${merchantCode} AND payer_id IS NOT NULL
              AND paid < gross AND status IN ('PART_RECEIVED', 'INSUFFICIENT')
            ORDER BY period_start, depth, id LIMIT ${limit}`,
      );
      return rows.map((r) => Number(r.id));
    },

    /** An agent is in arrears while a bill it owes a downline is unpaid in part. */
    async inArrears(memberId: number): Promise<boolean> {
      const [row] = await queryRows<{ owes: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM agent_bill WHERE merchant_code = ${merchantCode} AND payer_id = ${memberId}
              AND paid < gross AND status IN ('PART_RECEIVED', 'INSUFFICIENT')) AS owes`,
      );
      return row?.owes ?? false;
    },

    /** Unapproved dividend bills whose period ended before `before`: they expire. */
    async expire(before: Date): Promise<number[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`UPDATE agent_bill SET status = 'EXPIRED' WHERE merchant_code = ${merchantCode}
              AND status = 'UNAPPROVED' AND period_end < ${before} RETURNING id::text`,
      );
      return rows.map((r) => Number(r.id));
    },
  };
}
export type BillRepository = ReturnType<typeof createBillRepository>;
