import { describe, expect, it } from 'vitest';
import { createRng, scriptedSource } from './rng.js';
import {
  DRAGON_TIGER_PAYOUTS,
  DragonTigerBetError,
  dealDragonTiger,
  dragonTigerOdds,
  judge,
  settleDragonTiger,
} from './dragon-tiger.js';

const card = (rank: number, suit = 0) => ({ rank, suit });

describe('Dragon Tiger', () => {
  it('deals Dragon then Tiger from a fresh 8-deck shoe; the higher rank wins, ace low', () => {
    // Draw 0 picks shoe position 0 (A♠ of deck 1); draw 1 picks position 1 + 12 = 13 (A of suit 1).
    const round = dealDragonTiger(createRng(scriptedSource([0, 12])));
    expect(round).toEqual({ dragon: card(1, 0), tiger: card(1, 1), winner: 'TIE', suitedTie: false });
    expect(judge(card(13), card(12)).winner).toBe('DRAGON');
    expect(judge(card(1), card(2)).winner).toBe('TIGER');
    expect(judge(card(7, 2), card(7, 2))).toMatchObject({ winner: 'TIE', suitedTie: true });
  });

  it('settles in minor units: 1:1, half back on a tie, tie 11:1, suited tie 50:1', () => {
    const bets = { DRAGON: 1_000n, TIGER: 500n, TIE: 200n, SUITED_TIE: 100n };
    expect(settleDragonTiger(judge(card(9), card(4)), bets)).toEqual({
      returns: { DRAGON: 2_000n, TIGER: 0n, TIE: 0n, SUITED_TIE: 0n },
      totalReturnMinor: 2_000n,
      pushedMinor: 0n,
    });
    expect(settleDragonTiger(judge(card(5, 1), card(5, 3)), bets)).toEqual({
      returns: { DRAGON: 500n, TIGER: 250n, TIE: 2_400n, SUITED_TIE: 0n },
      totalReturnMinor: 3_150n,
      pushedMinor: 750n,
    });
    expect(settleDragonTiger(judge(card(5, 3), card(5, 3)), { SUITED_TIE: 100n }).totalReturnMinor).toBe(5_100n);
    expect(() => settleDragonTiger(judge(card(2), card(3)), { DRAGON: 0n })).toThrow(DragonTigerBetError);
    expect(() => settleDragonTiger(judge(card(2), card(3)), { TIGER: 101n })).toThrow(DragonTigerBetError);
  });

  it('has the published house edges exactly: 31/830, 43/415 and 58/415', () => {
    const odds = dragonTigerOdds();
    expect(odds.denominator).toBe(416 * 415);
    // A tie is 31/415 (13 ranks × 32 × 31 ordered pairs), a suited tie 7/415.
    expect(odds.ways.TIE * 415).toBe(31 * odds.denominator);
    expect(odds.ways.SUITED_TIE * 415).toBe(7 * odds.denominator);
    const edge = (k: keyof typeof odds.edge) => odds.edge[k].numerator / odds.edge[k].denominator;
    expect(odds.edge.DRAGON.numerator * 830).toBe(31 * odds.edge.DRAGON.denominator);
    expect(odds.edge.TIGER).toEqual(odds.edge.DRAGON);
    expect(odds.edge.TIE.numerator * 415).toBe(43 * odds.edge.TIE.denominator);
    expect(odds.edge.SUITED_TIE.numerator * 415).toBe(58 * odds.edge.SUITED_TIE.denominator);
    expect(edge('DRAGON')).toBeCloseTo(0.037349, 6);
    expect(edge('TIE')).toBeCloseTo(0.103614, 6);
    expect(edge('SUITED_TIE')).toBeCloseTo(0.139759, 6);
    expect(DRAGON_TIGER_PAYOUTS).toEqual({ DRAGON: 1, TIGER: 1, TIE: 11, SUITED_TIE: 50 });
  });

  it('plays at those odds with the CSPRNG (200,000 rounds within 5 standard errors)', () => {
    const rng = createRng();
    const n = 200_000;
    let ties = 0;
    let dragons = 0;
    for (let i = 0; i < n; i += 1) {
      const { winner } = dealDragonTiger(rng);
      if (winner === 'TIE') ties += 1;
      if (winner === 'DRAGON') dragons += 1;
    }
    const p = 31 / 415;
    expect(Math.abs(ties / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n));
    const q = (1 - p) / 2;
    expect(Math.abs(dragons / n - q)).toBeLessThan(5 * Math.sqrt((q * (1 - q)) / n));
  });
});
