import type { WithdrawalSettings } from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import {
  achievedTurnover,
  BET_KINDS,
  DEFAULT_WITHDRAWAL_SETTINGS,
  DEPOSIT_KINDS,
  requiredTurnover,
} from './withdrawal-fns.js';
import { createWithdrawalRepository } from './withdrawal-repository.js';

export type WithdrawalRulesDeps = { db: Db; merchantCode: string; clock: () => Date; audit: Audit };

/** The brand's withdrawal settings. */
export function createWithdrawalRules({ db, merchantCode, clock, audit }: WithdrawalRulesDeps) {
  const repo = createWithdrawalRepository(db, merchantCode);

  async function settings(): Promise<WithdrawalSettings> {
    const row = await repo.settings();
    return row
      ? { turnoverPercent: row.turnoverPercent, receiptConfirmMinutes: row.receiptConfirmMinutes }
      : DEFAULT_WITHDRAWAL_SETTINGS;
  }

  return {
    settings,

    async updateSettings(next: WithdrawalSettings, operator: string): Promise<WithdrawalSettings> {
      const values = { ...next, updatedAt: clock() };
      await db.transaction(async (tx) => {
        await repo.saveSettings(tx, values);
        await audit('withdrawal.settings', null, null, { operator, ...next }, tx);
      });
      return next;
    },
  };
}
export type WithdrawalRules = ReturnType<typeof createWithdrawalRules>;

/** Lifetime figures from the ledger (see withdrawal-fns.ts for the kinds that count). */
export async function memberTurnover(
  ledger: Pick<LedgerService, 'memberFlows'>,
  memberId: number,
  percent: number,
): Promise<{ required: bigint; achieved: bigint }> {
  const flows = await ledger.memberFlows(memberId, { deposits: DEPOSIT_KINDS, stakes: BET_KINDS });
  return { required: requiredTurnover(flows.deposits, percent), achieved: achievedTurnover(flows.stakes) };
}
