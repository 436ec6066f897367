import type { DbTransaction } from '../../platform/db.js';
import type { AccountRef } from '../wallet/ledger-fns.js';
import type { LedgerService, TransferItem } from '../wallet/ledger-service.js';
import { rollBackRounds } from '../play/lottery-rounds.js';
import { settlementRepository as repo, type MovedTicket, type SettledTicket } from './settlement-repository.js';

/**
 * The lottery's money after a slip: payouts and refunds, one two-leg ledger transaction per ticket
 * (house shard LOTTERY_BANK → the member's MAIN), posted many at once (ledger.postMany). Keys:
 * `lottery:pay:<ticketId>` and `lottery:refund:<ticketId>`; a ticket moves only from PENDING in the
 * same transaction, so a re-run pays nothing twice and a replayed key moves nothing.
 */
export const LOTTERY_HOUSE_SHARDS = 16;
export const LOTTERY_WIN_KIND = 'WIN';
export const LOTTERY_REFUND_KIND = 'ROLLBACK';

/** The house account a member's lottery money goes to and comes from (16 shards: no single hot row). */
export const lotteryBank = (memberId: number): AccountRef => ({
  ownerKind: 'house',
  ownerId: memberId % LOTTERY_HOUSE_SHARDS,
  wallet: 'LOTTERY_BANK',
});
const memberMain = (memberId: number): AccountRef => ({ ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' });

export type RefundReason = 'CANCEL' | 'VOID' | 'CHASE_STOP';
export type MoneyDeps = { ledger: LedgerService; clock: () => Date };

const transfer = (key: string, reference: string, memberId: number, amount: bigint): TransferItem => ({
  idempotencyKey: key,
  reference,
  from: lotteryBank(memberId),
  to: memberMain(memberId),
  amount,
});

/**
 * Refunds PENDING tickets in full in the caller's transaction (a player's cancel before sale end,
 * a void issue, a chase stopped after a win): CANCELLED (VOID for a void issue), the stake back,
 * the rounds rolled back. Tickets no longer PENDING are left alone; answers the ones refunded.
 */
export async function refundTickets(
  deps: MoneyDeps,
  tx: DbTransaction,
  ticketIds: readonly number[],
  reason: RefundReason,
): Promise<MovedTicket[]> {
  if (ticketIds.length === 0) return [];
  const now = deps.clock();
  const moved = await repo.refund(tx, ticketIds, reason === 'VOID' ? 'VOID' : 'CANCELLED', now);
  await deps.ledger.postMany(
    LOTTERY_REFUND_KIND,
    moved.map((t) =>
      transfer(`lottery:refund:${t.id}`, `lottery:ticket:${t.id}`, Number(t.member_id), BigInt(t.stake)),
    ),
    tx,
    `lottery:${reason.toLowerCase()}`,
  );
  await rollBackRounds(
    tx,
    moved.map((t) => Number(t.id)),
    now,
  );
  return moved;
}

/**
 * Applies a batch's outcomes: the tickets (only those still PENDING) and their rounds settled, one
 * payout per ticket that pays, and the later tickets of stop-on-win chases that won cancelled and
 * refunded, all in the caller's transaction. Answers the tickets moved and the chase refunds.
 */
export async function applyOutcomes(
  deps: MoneyDeps,
  tx: DbTransaction,
  outcomes: ReadonlyArray<SettledTicket & { validBet: bigint }>,
): Promise<{ moved: MovedTicket[]; chaseRefunds: MovedTicket[] }> {
  const now = deps.clock();
  const moved = await repo.settle(tx, outcomes, now);
  const paying = moved.filter((t) => BigInt(t.payout) > 0n);
  await deps.ledger.postMany(
    LOTTERY_WIN_KIND,
    paying.map((t) => transfer(`lottery:pay:${t.id}`, `lottery:ticket:${t.id}`, Number(t.member_id), BigInt(t.payout))),
    tx,
    'lottery:settlement',
  );
  const won = moved.filter((t) => t.status === 'WON').map((t) => Number(t.id));
  const later = await repo.stopChases(tx, won);
  const chaseRefunds = await refundTickets(deps, tx, later, 'CHASE_STOP');
  return { moved, chaseRefunds };
}
