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
import { actorLabel, chainDecision, type CashierActor, type CashierChain } from './cashier-actor.js';
import { createWithdrawalRepository } from './withdrawal-repository.js';

export type WithdrawalRulesDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  audit: Audit;
  chain: CashierChain;
};

type SettingsRow = { turnoverPercent: number; receiptConfirmMinutes: number } | null;
const settingsOf = (row: SettingsRow): WithdrawalSettings =>
  row
    ? { turnoverPercent: row.turnoverPercent, receiptConfirmMinutes: row.receiptConfirmMinutes }
    : DEFAULT_WITHDRAWAL_SETTINGS;

/** The brand's withdrawal settings. */
export function createWithdrawalRules({ db, merchantCode, clock, audit, chain }: WithdrawalRulesDeps) {
  const repo = createWithdrawalRepository(db, merchantCode);

  return {
    settings: async (): Promise<WithdrawalSettings> => settingsOf(await repo.settings()),

    /** A change (owners in the console, or the CLI): the settings row, its audit-chain entry (before and after) at once. */
    async updateSettings(next: WithdrawalSettings, actor: CashierActor): Promise<WithdrawalSettings> {
      const values = { ...next, updatedAt: clock() };
      await db.transaction(async (tx) => {
        const before = settingsOf(await repo.lockSettings(tx));
        await repo.saveSettings(tx, values);
        await audit('withdrawal.settings', null, null, { operator: actorLabel(actor), ...next }, tx);
        await chainDecision(chain, tx, actor, {
          action: 'withdrawal.settings',
          target: 'withdrawalSettings',
          before,
          after: next,
          reason: '',
        });
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
