import { formatMinor, type DayFigures } from '@fortuna/contracts';
import type { StoredDay } from './reports-repository.js';

/** A day's figures in integer minor units, before they are written as decimal strings. */
export type Figures = Omit<StoredDay, 'date' | 'computedAt'>;

export const ZERO: Figures = {
  players: 0,
  deposits: 0n,
  depositCount: 0,
  withdrawals: 0n,
  withdrawalCount: 0,
  newMembers: 0,
  firstDepositors: 0,
  bonuses: 0n,
  rounds: 0,
  bets: 0n,
  validBets: 0n,
  payouts: 0n,
};

/** Adds two days' figures (money exactly, in minor units). */
export const addFigures = (a: Figures, b: Figures): Figures => ({
  players: a.players + b.players,
  deposits: a.deposits + b.deposits,
  depositCount: a.depositCount + b.depositCount,
  withdrawals: a.withdrawals + b.withdrawals,
  withdrawalCount: a.withdrawalCount + b.withdrawalCount,
  newMembers: a.newMembers + b.newMembers,
  firstDepositors: a.firstDepositors + b.firstDepositors,
  bonuses: a.bonuses + b.bonuses,
  rounds: a.rounds + b.rounds,
  bets: a.bets + b.bets,
  validBets: a.validBets + b.validBets,
  payouts: a.payouts + b.payouts,
});

/** Adjustment categories that are a cost of play (NGR = GGR − them); corrections fix mistakes. */
export const BONUS_CATEGORIES = ['bonus', 'compensation'] as const;

/** The net of the bonus categories among a day's adjustments by category. */
export const bonusesOf = (byCategory: Map<string, bigint>): bigint =>
  BONUS_CATEGORIES.reduce((sum, c) => sum + (byCategory.get(c) ?? 0n), 0n);

/** The answer's shape: GGR is bets − payouts, NGR is GGR − bonuses (docs/decisions.md). */
export function dayFigures(date: string, f: Figures): DayFigures {
  const ggr = f.bets - f.payouts;
  return {
    date,
    deposits: formatMinor(f.deposits),
    depositCount: f.depositCount,
    withdrawals: formatMinor(f.withdrawals),
    withdrawalCount: f.withdrawalCount,
    rounds: f.rounds,
    bets: formatMinor(f.bets),
    validBets: formatMinor(f.validBets),
    payouts: formatMinor(f.payouts),
    ggr: formatMinor(ggr),
    ngr: formatMinor(ggr - f.bonuses),
    newMembers: f.newMembers,
    firstDepositors: f.firstDepositors,
    activePlayers: f.players,
  };
}

/** Every date of `dates` with its stored figures, or zeros for a day nothing was stored for. */
export function fillDays(dates: string[], stored: StoredDay[]): Array<{ date: string; figures: Figures }> {
  const byDate = new Map(stored.map((d) => [d.date, d]));
  return dates.map((date) => {
    const day = byDate.get(date);
    if (!day) return { date, figures: ZERO };
    const { date: _date, computedAt: _at, ...figures } = day;
    return { date, figures };
  });
}
