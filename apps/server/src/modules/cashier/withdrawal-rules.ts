import { eq, sql } from 'drizzle-orm';
import type { WithdrawalSettings } from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import { queryRows, type Db } from '../../platform/db.js';
import { withdrawalSetting } from './cashier-tables.js';
import {
  achievedTurnover,
  BET_KINDS,
  DEFAULT_WITHDRAWAL_SETTINGS,
  DEPOSIT_KINDS,
  requiredTurnover,
} from './withdrawal-fns.js';

export type WithdrawalRulesDeps = { db: Db; merchantCode: string; clock: () => Date; audit: Audit };

/** The brand's withdrawal settings and the turnover a member has to reach / has reached. */
export function createWithdrawalRules({ db, merchantCode, clock, audit }: WithdrawalRulesDeps) {
  async function settings(): Promise<WithdrawalSettings> {
    const [row] = await db.select().from(withdrawalSetting).where(eq(withdrawalSetting.merchantCode, merchantCode));
    return row
      ? { turnoverPercent: row.turnoverPercent, receiptConfirmMinutes: row.receiptConfirmMinutes }
      : DEFAULT_WITHDRAWAL_SETTINGS;
  }

  return {
    settings,

    async updateSettings(next: WithdrawalSettings, operator: string): Promise<WithdrawalSettings> {
      const values = { ...next, updatedAt: clock() };
      await db.transaction(async (tx) => {
        await tx
          .insert(withdrawalSetting)
          .values({ merchantCode, ...values })
          .onConflictDoUpdate({ target: withdrawalSetting.merchantCode, set: values });
        await audit('withdrawal.settings', null, null, { operator, ...next }, tx);
      });
      return next;
    },

    /** Lifetime figures from the ledger (see withdrawal-fns.ts for the kinds that count). */
    async turnover(memberId: number, percent?: number): Promise<{ required: bigint; achieved: bigint }> {
      const depositKinds = sql.join(
        DEPOSIT_KINDS.map((k) => sql`${k}`),
        sql`, `,
      );
      const betKinds = sql.join(
        BET_KINDS.map((k) => sql`${k}`),
        sql`, `,
      );
      const [row] = await queryRows<{ deposits: string; stakes: string }>(
        db,
        sql`SELECT
              coalesce(sum(e.amount) FILTER (WHERE t.kind IN (${depositKinds})), 0)::text AS deposits,
              coalesce(sum(-e.amount) FILTER (WHERE t.kind IN (${betKinds})), 0)::text AS stakes
            FROM ledger_entry e
            JOIN ledger_account a ON a.id = e.account_id
            JOIN ledger_transaction t ON t.id = e.transaction_id
            WHERE a.merchant_code = ${merchantCode} AND a.owner_kind = 'member' AND a.owner_id = ${memberId}
              AND a.wallet <> 'DEMO'`,
      );
      const pct = percent ?? (await settings()).turnoverPercent;
      return {
        required: requiredTurnover(BigInt(row?.deposits ?? '0'), pct),
        achieved: achievedTurnover(BigInt(row?.stakes ?? '0')),
      };
    },
  };
}
export type WithdrawalRules = ReturnType<typeof createWithdrawalRules>;
