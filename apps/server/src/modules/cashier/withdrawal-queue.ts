import {
  formatMinor,
  pageOf,
  RISK_NAMES_SHOWN,
  SECURITY_CHANGE_DAYS,
  type PendingWithdrawalItem,
  type PendingWithdrawalPage,
  type WithdrawalQueueQuery,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { createMemberRiskFacts } from '../identity/member/member-risk.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import { achievedTurnover, BET_KINDS, DEPOSIT_KINDS, requiredTurnover } from './withdrawal-fns.js';
import { queueFilterOf } from './queue-filter.js';
import { createWithdrawalQueueRepository } from './withdrawal-queue-repository.js';
import type { WithdrawalRules } from './withdrawal-rules.js';

const DAY_MS = 86_400_000;

export type WithdrawalQueueDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  timeZone: string;
  ledger: Pick<LedgerService, 'membersFlows'>;
  rules: Pick<WithdrawalRules, 'settings'>;
};

/**
 * The operator's withdrawal queue (issue 19): a filtered page, oldest first, each order with the
 * hints a reviewer weighs before paying. The hints of a page take five queries whatever its size:
 * the members' ledger flows, their credential changes, their shared IPs, the shared account
 * numbers, and (in the page query) whether any withdrawal of theirs was paid before.
 */
export function createWithdrawalQueue(deps: WithdrawalQueueDeps) {
  const { db, merchantCode, clock, ledger, rules } = deps;
  const repo = createWithdrawalQueueRepository(db, merchantCode);
  const facts = createMemberRiskFacts(db, merchantCode);

  return {
    async page(query: WithdrawalQueueQuery): Promise<PendingWithdrawalPage> {
      const filter = await queueFilterOf(deps, query);
      if (!filter) return pageOf([], query, 0);
      const { rows, total } = await repo.pendingPage(filter, query.pageSize, (query.pageNo - 1) * query.pageSize);
      const memberIds = [...new Set(rows.map((r) => r.order.memberId))];
      const since = new Date(clock().getTime() - SECURITY_CHANGE_DAYS * DAY_MS);
      const [settings, flows, changes, sameIp, sameAccount] = await Promise.all([
        rules.settings(),
        ledger.membersFlows(memberIds, { deposits: DEPOSIT_KINDS, stakes: BET_KINDS }),
        facts.credentialChanges(memberIds, since),
        facts.sameIpMembers(memberIds, RISK_NAMES_SHOWN),
        repo.sameAccountMembers([...new Set(rows.map((r) => r.account.id))], RISK_NAMES_SHOWN),
      ]);
      const none = { count: 0, usernames: [] };
      const list = rows.map(({ order, account, username, sandboxCredited, firstWithdrawal }): PendingWithdrawalItem => {
        const flow = flows.get(order.memberId) ?? { deposits: 0n, stakes: 0n };
        const required = requiredTurnover(flow.deposits, settings.turnoverPercent);
        const achieved = achievedTurnover(flow.stakes);
        return {
          orderNo: order.orderNo,
          username,
          amount: formatMinor(order.amount),
          payoutAccount: `${account.providerName} ${account.accountNo}`,
          accountName: account.accountName,
          createdAt: order.createdAt.toISOString(),
          sandboxCredited: formatMinor(sandboxCredited),
          risk: {
            turnover: { required: formatMinor(required), achieved: formatMinor(achieved), met: achieved >= required },
            securityChanges: (changes.get(order.memberId) ?? []).map((c) => ({
              change: c.change,
              at: c.at.toISOString(),
              first: c.first,
            })),
            sameIp: sameIp.get(order.memberId) ?? none,
            sameAccount: sameAccount.get(account.id) ?? none,
            firstWithdrawal,
          },
        };
      });
      return pageOf(list, query, total);
    },

    /** Every pending order, oldest first (the CLI's list). */
    all: async () => (await repo.pendingPage({}, 10_000, 0)).rows,
  };
}
export type WithdrawalQueue = ReturnType<typeof createWithdrawalQueue>;
