import { describe, expect, it } from 'vitest';
import { addFigures, bonusesOf, dayFigures, fillDays, ZERO } from './reports-fns.js';

const day = { ...ZERO, bets: 1_000_05n, payouts: 1_200_00n, rounds: 3, players: 2, deposits: 10n };

describe('report figures', () => {
  it('adds days exactly in minor units, players as player-days', () => {
    const sum = addFigures(addFigures(ZERO, day), { ...day, bets: 1n, payouts: 0n });
    expect(sum).toMatchObject({ bets: 1_000_06n, payouts: 1_200_00n, rounds: 6, players: 4, deposits: 20n });
  });

  it('writes GGR as bets − payouts, negative when the house lost, and NGR less bonuses', () => {
    expect(dayFigures('2026-11-26', day)).toMatchObject({
      bets: '1000.05',
      payouts: '1200.00',
      ggr: '-199.95',
      ngr: '-199.95',
    });
    expect(dayFigures('2026-11-26', { ...ZERO, bets: 500n, bonuses: 200n })).toMatchObject({
      ggr: '5.00',
      ngr: '3.00',
    });
  });

  it('counts bonus and compensation adjustments as bonuses, not corrections', () => {
    const byCategory = new Map([
      ['bonus', 1_000n],
      ['compensation', 250n],
      ['correction', 9_999n],
    ]);
    expect(bonusesOf(byCategory)).toBe(1_250n);
    expect(bonusesOf(new Map([['bonus', -300n]]))).toBe(-300n);
  });

  it('fills quiet days with zeros and keeps the order of the dates asked for', () => {
    const stored = [{ ...day, date: '2026-11-25', computedAt: new Date() }];
    const days = fillDays(['2026-11-24', '2026-11-25', '2026-11-26'], stored);
    expect(days.map((d) => [d.date, d.figures.rounds])).toEqual([
      ['2026-11-24', 0],
      ['2026-11-25', 3],
      ['2026-11-26', 0],
    ]);
  });
});
