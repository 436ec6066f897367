import type { Db, DbTransaction } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { refundTickets, type MoneyDeps } from './lottery-money.js';
import { lotteryRepository as repo } from './lottery-repository.js';
import { settlementRepository as tickets, type MovedTicket } from './settlement-repository.js';

/**
 * Voids an issue (a draw failure, an official draw cancelled): every PENDING ticket is refunded in
 * full (VOID), its round rolled back, its numbers' stakes and players' potential payouts released,
 * and the issue is VOID with its reason, in one transaction.
 * Refused once any of its tickets has settled (a void after payouts would pay twice) and for an
 * issue already SETTLED or VOID.
 */
export async function voidIssue(
  deps: MoneyDeps & { db: Db },
  issueId: number,
  reason: string,
  actor: string,
): Promise<{ refunded: MovedTicket[] }> {
  return deps.db.transaction((tx) => voidIssueIn(deps, tx, issueId, reason, actor));
}

/** {@link voidIssue} in the caller's transaction (the console audits the void in the same one). */
export async function voidIssueIn(
  deps: MoneyDeps,
  tx: DbTransaction,
  issueId: number,
  reason: string,
  actor: string,
): Promise<{ refunded: MovedTicket[] }> {
  const why = reason.trim();
  if (!why) throw new AppError('VALIDATION_FAILED', 'A void needs a reason', { field: 'reason' });
  const issue = await repo.issueById(tx, issueId, true);
  if (!issue) throw new AppError('NOT_FOUND', 'No such lottery issue');
  if (issue.status === 'SETTLED' || issue.status === 'VOID' || (await tickets.anySettled(tx, issueId)))
    throw new AppError('CONFLICT', 'The issue has settled tickets or is void already: it cannot be voided', {
      status: issue.status,
    });
  const pending = await tickets.pendingOfIssue(tx, issueId);
  const refunded = await refundTickets(deps, tx, pending, 'VOID');
  await repo.releaseRisk(tx, issueId);
  await repo.markVoid(tx, issueId, `${why} (${actor})`, deps.clock());
  return { refunded };
}
