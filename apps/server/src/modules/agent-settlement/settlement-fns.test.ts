import { describe, expect, it } from 'vitest';
import { levelDifference, realtimeWindows, settleableUntil, type Holder } from './settlement-fns.js';

const holder = (
  h: Partial<Holder> & Pick<Holder, 'memberId' | 'uplineId' | 'depth'>,
  validBet: bigint,
  pnl = 0n,
): Holder => ({
  contractId: h.memberId,
  tiers: [{ rate: 200, validBet: 0n, active: 0, teamLoss: null }],
  measure: { validBet, active: 1, pnl },
  period: { validBet, active: 1, pnl },
  carryIn: 0n,
  ...h,
});

describe('the level-difference rule', () => {
  it('the worked example: A at 2 %, B at 1.5 %, 1.2M of which 500k → 24,000 / 7,500 / A keeps 16,500', () => {
    const [a, b] = levelDifference('DAILY', [
      holder(
        { memberId: 2, uplineId: 1, depth: 1, tiers: [{ rate: 150, validBet: 0n, active: 0, teamLoss: null }] },
        500_000n,
      ),
      holder({ memberId: 1, uplineId: null, depth: 0 }, 1_200_000n),
    ]);
    expect([a!.memberId, a!.gross, a!.downlineTotal, a!.net, a!.payerId]).toEqual([1, 24_000n, 7_500n, 16_500n, null]);
    expect([b!.memberId, b!.gross, b!.net, b!.payerId]).toEqual([2, 7_500n, 7_500n, 1]);
  });

  it('NOT_REACHED when no tier is met; the upline still owes its downline (who signed pays)', () => {
    const [a, b] = levelDifference('DAILY', [
      holder(
        {
          memberId: 1,
          uplineId: null,
          depth: 0,
          tiers: [{ rate: 200, validBet: 10_000_000n, active: 0, teamLoss: null }],
        },
        100_000n,
      ),
      holder(
        { memberId: 2, uplineId: 1, depth: 1, tiers: [{ rate: 100, validBet: 1n, active: 0, teamLoss: null }] },
        100_000n,
      ),
    ]);
    expect([a!.status, a!.tier, a!.gross, a!.downlineTotal, a!.net]).toEqual([
      'NOT_REACHED',
      null,
      0n,
      1_000n,
      -1_000n,
    ]);
    expect([b!.status, b!.tier, b!.gross]).toEqual(['ISSUED', 1, 1_000n]);
  });

  it('dividends: only a team loss earns, winnings carry until offset, net floored at 0', () => {
    const tiers = [{ rate: 3000, validBet: 0n, active: 0, teamLoss: 1n }];
    const [won] = levelDifference('DIVIDEND', [holder({ memberId: 1, uplineId: null, depth: 0, tiers }, 10n, 500n)]);
    expect([won!.status, won!.gross, won!.carryOut]).toEqual(['NOT_REACHED', 0n, -500n]);
    const [lost] = levelDifference('DIVIDEND', [
      holder({ memberId: 1, uplineId: null, depth: 0, tiers, carryIn: -500n }, 10n, -2_000n),
    ]);
    expect([lost!.status, lost!.base, lost!.gross, lost!.carryOut]).toEqual(['UNAPPROVED', 1_500n, 450n, 0n]);
    const [partly] = levelDifference('DIVIDEND', [
      holder({ memberId: 1, uplineId: null, depth: 0, tiers, carryIn: -5_000n }, 10n, -2_000n),
    ]);
    expect([partly!.gross, partly!.carryOut]).toEqual([0n, -3_000n]);
  });
});

describe('when periods are due', () => {
  it('hourly waits 5 minutes after the hour and for the team rollups', () => {
    const now = new Date('2026-11-20T04:06:00Z');
    expect(settleableUntil('HOURLY', now, new Date('2026-11-20T05:00:00Z')).toISOString()).toBe(
      '2026-11-20T04:01:00.000Z',
    );
    expect(settleableUntil('DAILY', now, new Date('2026-11-20T03:55:00Z')).toISOString()).toBe(
      '2026-11-20T03:55:00.000Z',
    );
  });

  it('real-time windows are whole 5-minute windows ended by then', () => {
    const w = realtimeWindows(new Date('2026-11-20T00:02:00Z'), new Date('2026-11-20T00:16:00Z'));
    expect(w.map((x) => x.start.toISOString())).toEqual(['2026-11-20T00:05:00.000Z', '2026-11-20T00:10:00.000Z']);
  });
});
