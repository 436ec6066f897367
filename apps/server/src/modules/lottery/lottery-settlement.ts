import type { Db } from '../../platform/db.js';
import { rulesOf } from './lottery-draws.js';
import { applyOutcomes, type MoneyDeps } from './lottery-money.js';
import { lotteryRepository as repo } from './lottery-repository.js';
import { settleTicket } from './settlement-fns.js';
import { settlementRepository as tickets, type MovedTicket } from './settlement-repository.js';

/**
 * Settles a drawn issue in batches, each its own transaction: the next pending tickets locked
 * (SKIP LOCKED: two settlers share the issue, never a ticket), their payouts computed by their
 * kinds' rules, then set-based: the tickets moved from PENDING, one ledger payout per paying
 * ticket, the rounds settled. A crash loses at most the batch in flight, which rolls back whole;
 * a re-run settles what is still pending. The issue is SETTLED when none is.
 */
export const SETTLE_BATCH = 5_000;

export type SettleDeps = MoneyDeps & {
  db: Db;
  /** After each batch commits: the tickets it moved (balances to push, wins for the board). */
  afterBatch?: (moved: readonly MovedTicket[]) => Promise<void>;
  /** Stops between batches (the job's claim was lost, the server is closing). */
  signal?: AbortSignal;
};

export type SettleReport = { tickets: number; paid: number; settled: boolean };

export async function settleIssue(deps: SettleDeps, issueId: number, batchSize = SETTLE_BATCH): Promise<SettleReport> {
  const report: SettleReport = { tickets: 0, paid: 0, settled: false };
  for (;;) {
    if (deps.signal?.aborted) return report;
    const step = await deps.db.transaction(async (tx) => {
      // FOR SHARE: a void (FOR UPDATE) waits for the batch in flight, and a batch after a void finds it VOID.
      const issue = await repo.issueById(tx, issueId, 'share');
      if (!issue || issue.status !== 'DRAWN') return null;
      const batch = await tickets.pendingBatch(tx, issueId, batchSize);
      // None left to take: SETTLED unless another settler still holds some (it finishes the issue).
      if (batch.length === 0)
        return { moved: [], last: true, done: await tickets.finishIssue(tx, issueId, deps.clock()) };
      const game = await repo.gameById(tx, Number(issue.game_id));
      if (!game) throw new Error(`issue ${issueId} has no game`);
      const rules = rulesOf(game);
      const result = rules.parse(issue.result);
      if (!result) throw new Error(`issue ${issueId} has no readable result`);
      const outcomes = batch.map((t) => ({
        id: Number(t.id),
        ...settleTicket(rules, t.lines, BigInt(t.stake), result),
      }));
      const { moved, chaseRefunds } = await applyOutcomes(deps, tx, outcomes);
      return { moved: [...moved, ...chaseRefunds], last: false, done: false };
    });
    if (!step) return report;
    if (step.moved.length > 0) {
      report.tickets += step.moved.filter((t) => t.status !== 'CANCELLED').length;
      report.paid += step.moved.filter((t) => BigInt(t.payout) > 0n).length;
      await deps.afterBatch?.(step.moved);
    }
    if (step.last) return { ...report, settled: step.done };
  }
}
