import { describe, expect, it } from 'vitest';
import type { TeamDay } from '@fortuna/contracts';
import { dayBars, dayLabel } from './team-fns';

const day = (date: string, profitLoss: string): TeamDay => ({
  date,
  bets: '0.00',
  validBets: '0.00',
  payouts: '0.00',
  bonuses: '0.00',
  profitLoss,
  deposits: '0.00',
  depositors: 0,
  withdrawals: '0.00',
  activeMembers: 0,
  rounds: 0,
});

describe('team chart bars', () => {
  it('grows wins up and losses down from one zero line, the largest filling the box', () => {
    const { bars, zeroY } = dayBars([day('2026-11-25', '30.00'), day('2026-11-26', '-10.00')], 'profitLoss', 200, 100);
    expect(zeroY).toBe(75);
    expect(bars[0]).toMatchObject({ height: 75, y: 0 });
    expect(bars[1]).toMatchObject({ height: 25, y: 75 });
  });

  it('draws quiet days as flat bars and labels days by month and day', () => {
    const { bars } = dayBars([day('2026-11-26', '0.00')], 'profitLoss', 100, 50);
    expect(bars[0]?.height).toBe(0);
    expect(dayLabel('2026-11-26')).toBe('11-26');
  });
});
