import type { AdjustmentPayload } from '@fortuna/contracts';
import { toMinor } from '@fortuna/contracts';
import type { AccountRef, Posting } from '../wallet/ledger-fns.js';

/** 1,000.00 in the brand's currency (docs/decisions.md); the migration's column default is the same. */
export const DEFAULT_APPROVAL_THRESHOLD = 100_000n;

/** The ledger kind of every manual adjustment (the member's record labels it ADJUSTMENT). */
export const ADJUSTMENT_KIND = 'ADJUSTMENT';

/** The house side of every manual adjustment: credits come from it, debits go to it (may go below zero). */
export const ADJUSTMENT_ACCOUNT: AccountRef = { ownerKind: 'system', ownerId: 0, wallet: 'ADJUSTMENTS' };

/** The member's wallet an adjustment moves. */
export const memberMain = (memberId: number): AccountRef => ({
  ownerKind: 'member',
  ownerId: memberId,
  wallet: 'MAIN',
});

/** At or below the threshold an adjustment applies at once; above it, it waits for a second staff member. */
export const needsApproval = (amount: bigint, threshold: bigint): boolean => amount > threshold;

/** The member's signed change: positive credits, negative debits. */
export const signedAmount = (p: Pick<AdjustmentPayload, 'direction' | 'amount'>): bigint =>
  p.direction === 'credit' ? toMinor(p.amount) : -toMinor(p.amount);

/** Double entry: the member's MAIN against the house adjustment account. */
export function adjustmentPostings(p: Pick<AdjustmentPayload, 'memberId' | 'direction' | 'amount'>): Posting[] {
  const amount = signedAmount(p);
  return [
    { account: memberMain(p.memberId), amount },
    { account: ADJUSTMENT_ACCOUNT, amount: -amount },
  ];
}

/**
 * The ledger's idempotency key of an adjustment, from the maker's key, whichever way it applies
 * (at once or approved): one key moves the money at most once.
 */
export const adjustmentLedgerKey = (idempotencyKey: string) => `adjust:${idempotencyKey}`;
