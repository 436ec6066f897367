import { describe, expect, it } from 'vitest';
import { ACCOUNT_RECORD_TYPES } from '@fortuna/contracts';
import {
  kindFilter,
  moneyIn,
  moneyOut,
  recordEventOf,
  recordSums,
  recordTypeOf,
  withdrawalStatusOf,
  withdrawalLedgerKey,
  WITHDRAW_PAYOUT_KEY_PREFIX,
  WITHDRAW_UNLOCK_KEY_PREFIX,
  defaultRecordWallet,
} from './account-record-fns.js';

describe('the account record in the member’s terms', () => {
  it('shows a withdrawal as one line whose state follows its settlement', () => {
    expect(recordEventOf('WITHDRAW_LOCK', -10_000n)).toBe('WITHDRAWAL');
    expect(withdrawalStatusOf('WITHDRAW_LOCK', null)).toBe('PENDING');
    expect(withdrawalStatusOf('WITHDRAW_LOCK', 'WITHDRAW_PAYOUT')).toBe('PAID');
    expect(withdrawalStatusOf('WITHDRAW_LOCK', 'WITHDRAW_UNLOCK')).toBe('REJECTED');
    expect(withdrawalStatusOf('DEPOSIT', null)).toBeNull();
  });

  it('shows a rejected withdrawal’s return as a refund line of its own', () => {
    expect(recordEventOf('WITHDRAW_UNLOCK', 10_000n)).toBe('WITHDRAWAL_REFUND');
    expect(recordTypeOf('WITHDRAW_UNLOCK')).toBe('REFUND');
    expect(recordTypeOf('ROLLBACK')).toBe('REFUND');
    expect(recordEventOf('ROLLBACK', 500n)).toBe('BET_REFUND');
  });

  it('names transfers from the side of the member reading them', () => {
    expect(recordEventOf('TRANSFER_UPLINE', -100n)).toBe('TRANSFER_TO_UPLINE');
    expect(recordEventOf('TRANSFER_UPLINE', 100n)).toBe('TRANSFER_FROM_DOWNLINE');
    expect(recordEventOf('TRANSFER_DOWNLINE', -100n)).toBe('TRANSFER_TO_DOWNLINE');
    expect(recordEventOf('TRANSFER_DOWNLINE', 100n)).toBe('TRANSFER_FROM_UPLINE');
    expect(recordEventOf('WALLET_TRANSFER', -100n)).toBe('TO_GAME_WALLET');
    expect(recordEventOf('WALLET_TRANSFER', 100n)).toBe('FROM_GAME_WALLET');
    for (const kind of ['TRANSFER', 'TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'WALLET_TRANSFER'])
      expect(recordTypeOf(kind)).toBe('TRANSFER');
  });

  it('files every other kind (reversals, adjustments, demo credit, kinds to come) under other', () => {
    expect(recordTypeOf('DEPOSIT_REVERSAL')).toBe('OTHER');
    expect(recordEventOf('DEPOSIT_REVERSAL', -100n)).toBe('DEPOSIT_REVERSAL');
    expect(recordEventOf('DEMO_CREDIT', 100n)).toBe('TRIAL_CREDIT');
    expect(recordTypeOf('SOMETHING_NEW')).toBe('OTHER');
    expect(recordEventOf('SOMETHING_NEW', 1n)).toBe('OTHER');
  });

  it('filters each type by its ledger kinds, and other by every kind no type names', () => {
    expect(kindFilter(undefined)).toBeNull();
    expect(kindFilter('WITHDRAWAL')).toEqual({ only: ['WITHDRAW_LOCK'] });
    expect(kindFilter('REFUND')).toEqual({ only: ['WITHDRAW_UNLOCK', 'ROLLBACK'] });
    const other = kindFilter('OTHER');
    expect(other && 'except' in other ? [...other.except].sort() : null).toEqual(
      ACCOUNT_RECORD_TYPES.filter((t) => t !== 'OTHER')
        .flatMap((t) => {
          const f = kindFilter(t);
          return f && 'only' in f ? [...f.only] : [];
        })
        .sort(),
    );
    // A kind belongs to exactly one type.
    for (const kind of ['DEPOSIT', 'WITHDRAW_LOCK', 'BET', 'WIN', 'ROLLBACK', 'WALLET_TRANSFER', 'ADJUSTMENT'])
      expect(
        ACCOUNT_RECORD_TYPES.filter((t) => {
          const f = kindFilter(t);
          return f && ('only' in f ? f.only.includes(kind) : !f.except.includes(kind));
        }),
      ).toEqual([recordTypeOf(kind)]);
  });

  it('adds up: money in and out from the buckets, and in − out is the sum of the lines', () => {
    // The journey: ₱500 deposit, ₱5 of bets, ₱2.80 of wins, one ₱100 withdrawal (paid:
    // no MAIN line), then a ₱50 withdrawal rejected and refunded, and ₱20 to the upline.
    const lines = [
      { kind: 'DEPOSIT', amount: 50_000n },
      { kind: 'BET', amount: -500n },
      { kind: 'WIN', amount: 280n },
      { kind: 'WITHDRAW_LOCK', amount: -10_000n },
      { kind: 'WITHDRAW_LOCK', amount: -5_000n },
      { kind: 'WITHDRAW_UNLOCK', amount: 5_000n },
      { kind: 'TRANSFER_UPLINE', amount: -2_000n },
      { kind: 'ADJUSTMENT', amount: 100n },
    ];
    const sums = recordSums(lines);
    expect(sums).toEqual({
      deposits: 50_000n,
      wins: 280n,
      refunds: 5_000n,
      otherIn: 100n,
      bets: 500n,
      withdrawals: 15_000n,
      otherOut: 2_000n,
    });
    expect(moneyIn(sums)).toBe(55_380n);
    expect(moneyOut(sums)).toBe(17_500n);
    expect(moneyIn(sums) - moneyOut(sums)).toBe(lines.reduce((n, l) => n + l.amount, 0n));
    expect(recordSums([])).toEqual({
      deposits: 0n,
      wins: 0n,
      refunds: 0n,
      otherIn: 0n,
      bets: 0n,
      withdrawals: 0n,
      otherOut: 0n,
    });
  });

  it('counts a line of an unexpected sign as other money, never as a negative bucket', () => {
    const sums = recordSums([
      { kind: 'DEPOSIT', amount: -100n },
      { kind: 'BET', amount: 100n },
    ]);
    expect(sums).toMatchObject({ deposits: 0n, bets: 0n, otherIn: 100n, otherOut: 100n });
  });

  it('reads withdrawal states by the keys the cashier posts with', () => {
    expect(withdrawalLedgerKey.payout('W1').startsWith(WITHDRAW_PAYOUT_KEY_PREFIX)).toBe(true);
    expect(withdrawalLedgerKey.unlock('W1')).toBe(`${WITHDRAW_UNLOCK_KEY_PREFIX}W1`);
  });

  it('shows a trial member its demo credit and everyone else the main wallet', () => {
    expect(defaultRecordWallet('trial')).toBe('DEMO');
    expect(defaultRecordWallet('member')).toBe('MAIN');
    expect(defaultRecordWallet('agent')).toBe('MAIN');
  });
});
