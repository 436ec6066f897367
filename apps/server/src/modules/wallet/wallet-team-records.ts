import { sql } from 'drizzle-orm';
import type { TeamTransactionType } from '@fortuna/contracts';
import { queryRows, type Db } from '../../platform/db.js';

/** Ledger kinds of each line type of the agent's downline transaction details. */
export const TEAM_KINDS: Record<TeamTransactionType, readonly string[]> = {
  DEPOSIT: ['DEPOSIT', 'DEPOSIT_REVERSAL'],
  WITHDRAWAL: ['WITHDRAW_LOCK', 'WITHDRAW_UNLOCK'],
  TRANSFER: ['TRANSFER', 'TRANSFER_UPLINE', 'TRANSFER_DOWNLINE'],
  ADJUSTMENT: ['ADJUSTMENT'],
};
export const teamTypeOf = (kind: string): TeamTransactionType =>
  (Object.entries(TEAM_KINDS).find(([, kinds]) => kinds.includes(kind))?.[0] ?? 'ADJUSTMENT') as TeamTransactionType;

export type TeamRecordFilter = {
  memberIds: readonly number[];
  from: Date;
  to: Date;
  type?: TeamTransactionType | undefined;
};

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * The wallet's reads for an agent's team: the members' MAIN balances one by one, and the money
 * lines (deposits, withdrawal holds and returns, transfers, adjustments) of their MAIN wallets.
 */
export function createWalletTeamRecords(db: Db, merchantCode: string) {
  const where = (f: TeamRecordFilter) => {
    const kinds = f.type ? TEAM_KINDS[f.type] : Object.values(TEAM_KINDS).flat();
    return sql`a.merchant_code = ${merchantCode} AND a.owner_kind = 'member' AND a.wallet = 'MAIN'
      AND a.owner_id = ANY(${idArray(f.memberIds)}::bigint[])
      AND e.created_at >= ${f.from} AND e.created_at < ${f.to}
      AND t.kind IN (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`;
  };
  const FROM = sql`ledger_entry e JOIN ledger_account a ON a.id = e.account_id
                   JOIN ledger_transaction t ON t.id = e.transaction_id`;

  return {
    async mainBalances(memberIds: readonly number[]): Promise<Map<number, bigint>> {
      if (memberIds.length === 0) return new Map();
      const rows = await queryRows<{ owner_id: string; balance: string }>(
        db,
        sql`SELECT owner_id::text, balance::text FROM ledger_account
            WHERE merchant_code = ${merchantCode} AND owner_kind = 'member' AND wallet = 'MAIN'
              AND owner_id = ANY(${idArray(memberIds)}::bigint[])`,
      );
      return new Map(rows.map((r) => [Number(r.owner_id), BigInt(r.balance)]));
    },

    /** One page of the lines, newest first. */
    async lines(f: TeamRecordFilter, limit: number, offset: number) {
      if (f.memberIds.length === 0) return [];
      const rows = await queryRows<{
        id: string;
        owner_id: string;
        time: Date | string;
        kind: string;
        amount: string;
        balance_after: string;
      }>(
        db,
        sql`SELECT e.id::text, a.owner_id::text, e.created_at AS time, t.kind, e.amount::text,
                   e.balance_after::text
            FROM ${FROM} WHERE ${where(f)} ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`,
      );
      return rows.map((r) => ({
        id: r.id,
        memberId: Number(r.owner_id),
        time: new Date(r.time),
        type: teamTypeOf(r.kind),
        amount: BigInt(r.amount),
        balanceAfter: BigInt(r.balance_after),
      }));
    },

    /** Count and net amount per line type over the whole filter. */
    async sums(f: TeamRecordFilter) {
      if (f.memberIds.length === 0) return [];
      const rows = await queryRows<{ kind: string; n: string; amount: string }>(
        db,
        sql`SELECT t.kind, count(*)::text AS n, sum(e.amount)::text AS amount
            FROM ${FROM} WHERE ${where(f)} GROUP BY t.kind`,
      );
      const byType = new Map<TeamTransactionType, { count: number; amount: bigint }>();
      for (const r of rows) {
        const type = teamTypeOf(r.kind);
        const sum = byType.get(type) ?? { count: 0, amount: 0n };
        byType.set(type, { count: sum.count + Number(r.n), amount: sum.amount + BigInt(r.amount) });
      }
      return [...byType].map(([type, s]) => ({ type, ...s }));
    },
  };
}
export type WalletTeamRecords = ReturnType<typeof createWalletTeamRecords>;
