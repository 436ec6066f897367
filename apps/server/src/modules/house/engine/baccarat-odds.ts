import { SHOE_DECKS, SHOE_SIZE, playCoup } from './baccarat.js';
import type { BaccaratWinner, Card } from './baccarat.js';

/**
 * Exact outcome probabilities for one round from a fresh 8-deck shoe, as fractions over
 * 416·415·414·413·412·411 (≈ 5.0·10^15, still an exact double): every ordered draw of card values
 * is enumerated with its multiplicity, and a coup that ends after 4 or 5 cards counts once per way
 * to fill the unused draws. About a million leaves; a few hundred milliseconds.
 */
export function computeBaccaratOdds(): {
  denominator: number;
  ways: Record<BaccaratWinner, number>;
  probability: Record<BaccaratWinner, number>;
} {
  // Cards per baccarat value in the shoe: value 0 (10, J, Q, K) 16 per deck, 1–9 four per deck.
  const left = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * SHOE_DECKS);
  const ways: Record<BaccaratWinner, number> = { PLAYER: 0, BANKER: 0, TIE: 0 };
  const drawsPerRound = 6;
  const values: number[] = [];

  // Replays the tableau on a value sequence; returns how many cards the coup used and the winner,
  // or null when it needs one more card than `values` holds.
  const play = (): { used: number; winner: BaccaratWinner } | null => {
    let used = 0;
    try {
      const outcome = playCoup(() => {
        const v = values[used];
        if (v === undefined) throw needMore;
        used += 1;
        // Rank 10 stands for every zero-value card; the tableau reads only values.
        return { rank: v === 0 ? 10 : v, suit: 0 } satisfies Card;
      });
      return { used, winner: outcome.winner };
    } catch (error) {
      if (error === needMore) return null;
      throw error;
    }
  };

  const walk = (weight: number): void => {
    const result = values.length >= 4 ? play() : null;
    if (result) {
      // Ways to fill the draws this coup did not use, so all leaves share one denominator.
      let fill = weight;
      for (let d = result.used; d < drawsPerRound; d += 1) fill *= SHOE_SIZE - d;
      ways[result.winner] += fill;
      return;
    }
    for (let v = 0; v < 10; v += 1) {
      const n = left[v] ?? 0;
      left[v] = n - 1;
      values.push(v);
      walk(weight * n);
      values.pop();
      left[v] = n;
    }
  };
  walk(1);

  let denominator = 1;
  for (let d = 0; d < drawsPerRound; d += 1) denominator *= SHOE_SIZE - d;
  if (!Number.isSafeInteger(denominator) || ways.PLAYER + ways.BANKER + ways.TIE !== denominator) {
    throw new Error('baccarat enumeration does not cover the shoe exactly');
  }
  return {
    denominator,
    ways,
    probability: { PLAYER: ways.PLAYER / denominator, BANKER: ways.BANKER / denominator, TIE: ways.TIE / denominator },
  };
}
const needMore = new Error('coup needs another card');

/** Chance that a hand's first two cards share a rank: 31 of the 415 cards left match the first. */
export const PAIR_PROBABILITY = (SHOE_DECKS * 4 - 1) / (SHOE_SIZE - 1);

/**
 * Published round probabilities (8 decks, 6 decimals) as `computeBaccaratOdds` derives them;
 * `baccarat.test.ts` recomputes them.
 */
export const BACCARAT_PROBABILITIES: Readonly<Record<BaccaratWinner, number>> = {
  PLAYER: 0.446247,
  BANKER: 0.458597,
  TIE: 0.095156,
};

/**
 * Published house edge per bet (expected loss per unit staked, 4 decimals): PLAYER
 * P(banker) − P(player); BANKER P(player) − 0.95·P(banker); TIE 1 − 9·P(tie); each pair bet
 * 1 − 12·31/415.
 */
export const BACCARAT_HOUSE_EDGE = {
  PLAYER: 0.0124,
  BANKER: 0.0106,
  TIE: 0.1436,
  PLAYER_PAIR: 0.1036,
  BANKER_PAIR: 0.1036,
} as const;
