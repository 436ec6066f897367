import type { AccountRecordEvent, AccountRecordType, WithdrawalStatus } from '@fortuna/contracts';

/*
 * The member's account record in the member's terms, computed from the double-entry ledger.
 *
 * The record is of one wallet the member knows (MAIN; DEMO for trial members; a vendor's transfer
 * wallet on request): one line per ledger entry of that wallet, so every balance shown is that
 * wallet's and the lines of a range sum to its change. Funds held for a withdrawal (LOCKED) are
 * the operator's view: the hold is the member's "withdrawal" line, its payout only changes that
 * line's state, and a rejection's return to MAIN is its own "refund" line.
 */

export const WITHDRAW_PAYOUT_KEY_PREFIX = 'withdraw-payout:';
export const WITHDRAW_UNLOCK_KEY_PREFIX = 'withdraw-unlock:';
/** Idempotency keys of a withdrawal's postings: the record reads a withdrawal's state from them. */
export const withdrawalLedgerKey = {
  lock: (orderNo: string) => `withdraw-lock:${orderNo}`,
  payout: (orderNo: string) => `${WITHDRAW_PAYOUT_KEY_PREFIX}${orderNo}`,
  unlock: (orderNo: string) => `${WITHDRAW_UNLOCK_KEY_PREFIX}${orderNo}`,
};

type NamedType = Exclude<AccountRecordType, 'OTHER'>;

/** Ledger kinds of each member type; a kind listed nowhere (reversals, adjustments, demo credit) is OTHER. */
export const KINDS_OF_TYPE: Record<NamedType, readonly string[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAW_LOCK'],
  BET: ['BET'],
  WIN: ['WIN'],
  REFUND: ['WITHDRAW_UNLOCK', 'ROLLBACK'],
  TRANSFER: ['TRANSFER', 'TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'WALLET_TRANSFER'],
};
const NAMED_KINDS: readonly string[] = Object.values(KINDS_OF_TYPE).flat();

export function recordTypeOf(kind: string): AccountRecordType {
  for (const [type, kinds] of Object.entries(KINDS_OF_TYPE)) if (kinds.includes(kind)) return type as NamedType;
  return 'OTHER';
}

/** The ledger kinds a type filter keeps: a list to keep, or (OTHER) the named kinds to leave out. */
export function kindFilter(
  type: AccountRecordType | undefined,
): { only: readonly string[] } | { except: readonly string[] } | null {
  if (!type) return null;
  return type === 'OTHER' ? { except: NAMED_KINDS } : { only: KINDS_OF_TYPE[type] };
}

/** A line's label from its ledger kind and its sign in the record's wallet. */
export function recordEventOf(kind: string, amount: bigint): AccountRecordEvent {
  const credit = amount > 0n;
  switch (kind) {
    case 'DEPOSIT':
      return credit ? 'DEPOSIT' : 'DEPOSIT_REVERSAL';
    case 'DEPOSIT_REVERSAL':
      return 'DEPOSIT_REVERSAL';
    case 'WITHDRAW_LOCK':
      return 'WITHDRAWAL';
    case 'WITHDRAW_UNLOCK':
      return 'WITHDRAWAL_REFUND';
    case 'BET':
      return 'BET';
    case 'WIN':
      return 'WIN';
    case 'ROLLBACK':
      return credit ? 'BET_REFUND' : 'ADJUSTMENT';
    // The upline transfer: the member sends (debit), its agent receives from the downline (credit).
    case 'TRANSFER_UPLINE':
      return credit ? 'TRANSFER_FROM_DOWNLINE' : 'TRANSFER_TO_UPLINE';
    case 'TRANSFER_DOWNLINE':
      return credit ? 'TRANSFER_FROM_UPLINE' : 'TRANSFER_TO_DOWNLINE';
    case 'TRANSFER':
      return credit ? 'TRANSFER_IN' : 'TRANSFER_OUT';
    // In MAIN a debit goes to a vendor's wallet; in a vendor's wallet a credit comes from MAIN.
    case 'WALLET_TRANSFER':
      return credit ? 'FROM_GAME_WALLET' : 'TO_GAME_WALLET';
    case 'DEMO_CREDIT':
      return 'TRIAL_CREDIT';
    case 'ADJUSTMENT':
      return 'ADJUSTMENT';
    default:
      return 'OTHER';
  }
}

/** A withdrawal line's state: paid or rejected once its settlement posting exists, else pending. */
export function withdrawalStatusOf(kind: string, settledBy: string | null): WithdrawalStatus | null {
  if (kind !== 'WITHDRAW_LOCK') return null;
  if (settledBy === 'WITHDRAW_PAYOUT') return 'PAID';
  if (settledBy === 'WITHDRAW_UNLOCK') return 'REJECTED';
  return 'PENDING';
}

export type RecordSums = {
  deposits: bigint;
  wins: bigint;
  refunds: bigint;
  otherIn: bigint;
  bets: bigint;
  withdrawals: bigint;
  otherOut: bigint;
};

const IN_BUCKET: Partial<Record<AccountRecordType, keyof RecordSums>> = {
  DEPOSIT: 'deposits',
  WIN: 'wins',
  REFUND: 'refunds',
};
const OUT_BUCKET: Partial<Record<AccountRecordType, keyof RecordSums>> = { BET: 'bets', WITHDRAWAL: 'withdrawals' };

/**
 * The range's totals from its sums per ledger kind and sign: each credit is a deposit, win, refund
 * or other money in, each debit a bet, withdrawal or other money out (out sums are positive), so
 * moneyIn − moneyOut is the sum of the lines.
 */
export function recordSums(groups: readonly { kind: string; amount: bigint }[]): RecordSums {
  const sums: RecordSums = {
    deposits: 0n,
    wins: 0n,
    refunds: 0n,
    otherIn: 0n,
    bets: 0n,
    withdrawals: 0n,
    otherOut: 0n,
  };
  for (const { kind, amount } of groups) {
    const type = recordTypeOf(kind);
    if (amount > 0n) sums[IN_BUCKET[type] ?? 'otherIn'] += amount;
    else sums[OUT_BUCKET[type] ?? 'otherOut'] -= amount;
  }
  return sums;
}

export const moneyIn = (s: RecordSums) => s.deposits + s.wins + s.refunds + s.otherIn;
export const moneyOut = (s: RecordSums) => s.bets + s.withdrawals + s.otherOut;

/** The wallet a member's record shows when none is asked for: the one its balance is. */
export const defaultRecordWallet = (role: string): string => (role === 'trial' ? 'DEMO' : 'MAIN');
