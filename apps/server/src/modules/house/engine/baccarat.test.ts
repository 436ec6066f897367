import { describe, expect, it } from 'vitest';
import { BACCARAT_HOUSE_EDGE, BACCARAT_PROBABILITIES, PAIR_PROBABILITY, computeBaccaratOdds } from './baccarat-odds.js';
import { BaccaratBetError, bankerDraws, deal, playCoup, settle } from './baccarat.js';
import type { BaccaratBet, BaccaratOutcome, Card } from './baccarat.js';
import { createRng, scriptedSource } from './rng.js';

/** Cards by baccarat value; suits vary so that equal values are not accidentally pairs. */
const c = (rank: number, suit = 0): Card => ({ rank, suit });
const coup = (...cards: Card[]) => {
  let i = 0;
  const outcome = playCoup(() => {
    const card = cards[i];
    if (!card) throw new Error('the coup asked for more cards than scripted');
    i += 1;
    return card;
  });
  expect(i).toBe(cards.length); // the coup drew exactly the scripted cards
  return outcome;
};

/**
 * A scripted uint32 source that makes `deal` draw the given cards in order. The fresh shoe holds
 * card code (suit·13 + rank − 1) at positions code + 52·deck; draw d takes position
 * d + int(416 − d). Taking each wanted card from deck 7, 6, … (never from positions 0–5, which
 * the draws themselves swap) means the wanted position is still untouched, so u = position − d.
 */
function sourceDealing(cards: Card[]) {
  const used = new Map<number, number>();
  return scriptedSource(
    cards.map((card, d) => {
      const code = card.suit * 13 + card.rank - 1;
      const copies = used.get(code) ?? 0;
      used.set(code, copies + 1);
      return 52 * (7 - copies) + code - d;
    }),
  );
}

describe('punto banco tableau', () => {
  it('stands on a natural on either side', () => {
    const natural = coup(c(4), c(13), c(5, 1), c(2)); // player 9, banker 2
    expect(natural).toMatchObject({ playerTotal: 9, bankerTotal: 2, winner: 'PLAYER' });
    expect(natural.playerCards).toHaveLength(2);
    expect(coup(c(1), c(3), c(5), c(5, 1))).toMatchObject({ playerTotal: 6, bankerTotal: 8, winner: 'BANKER' });
    expect(coup(c(10), c(8), c(8, 1), c(12))).toMatchObject({ playerTotal: 8, bankerTotal: 8, winner: 'TIE' });
  });

  it('lets the player stand on 6 or 7 and the banker then draw on 0–5', () => {
    const o = coup(c(3), c(2), c(4), c(3, 1), c(1)); // player 7 stands, banker 5 draws an ace
    expect(o).toMatchObject({ playerTotal: 7, bankerTotal: 6, winner: 'PLAYER' });
    expect(o.bankerCards).toHaveLength(3);
    expect(coup(c(3), c(4), c(3, 1), c(2))).toMatchObject({ playerTotal: 6, bankerTotal: 6, winner: 'TIE' }); // banker 6 stands
  });

  it('draws the player a third card on 0–5 and applies the banker table to it', () => {
    // Player 5 draws 8 → 3; banker 3 stands against an 8.
    expect(coup(c(2), c(1), c(3), c(2, 1), c(8))).toMatchObject({ playerTotal: 3, bankerTotal: 3, winner: 'TIE' });
    // Player 0 draws 2; banker 4 draws against a 2 and makes 9.
    const o = coup(c(10), c(2), c(13), c(2, 1), c(2, 2), c(5));
    expect(o).toMatchObject({ playerTotal: 2, bankerTotal: 9, winner: 'BANKER' });
    // Player 1 draws 1; banker 4 stands against an ace.
    expect(coup(c(1), c(4), c(10), c(10, 1), c(1, 1))).toMatchObject({
      playerTotal: 2,
      bankerTotal: 4,
      winner: 'BANKER',
    });
    // Banker 6 draws only against a 6 or 7.
    expect(coup(c(4), c(3), c(1), c(3, 1), c(6), c(9)).bankerTotal).toBe(5);
    expect(coup(c(4), c(3), c(1), c(3, 1), c(5))).toMatchObject({ playerTotal: 0, bankerTotal: 6, winner: 'BANKER' });
  });

  it('matches the full banker table', () => {
    const draws = (total: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((third) => bankerDraws(total, third));
    expect(draws(2)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(draws(3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect(draws(4)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(draws(5)).toEqual([4, 5, 6, 7]);
    expect(draws(6)).toEqual([6, 7]);
    expect(draws(7)).toEqual([]);
  });

  it('marks pairs by rank, not value', () => {
    const o = coup(c(13), c(7), c(13, 2), c(7, 3), c(5), c(2)); // player 0 → 5; banker 4 draws against a 5 → 6
    expect(o).toMatchObject({ playerPair: true, bankerPair: true });
    expect(coup(c(13), c(9), c(12), c(9, 1))).toMatchObject({ playerPair: false, bankerPair: true });
  });

  it('deals the cards the rng picks from a fresh shoe', () => {
    // The same king twice (two decks) makes a player pair of 0; banker 7 stands against a drawn 5.
    const cards = [c(13, 3), c(7, 1), c(13, 3), c(12, 2), c(5)];
    const outcome = deal(createRng(sourceDealing(cards)));
    expect(outcome).toEqual({
      playerCards: [c(13, 3), c(13, 3), c(5)],
      bankerCards: [c(7, 1), c(12, 2)],
      playerTotal: 5,
      bankerTotal: 7,
      winner: 'BANKER',
      playerPair: true,
      bankerPair: false,
    });
  });
});

describe('baccarat settlement', () => {
  const outcome = (winner: BaccaratOutcome['winner'], playerPair = false, bankerPair = false): BaccaratOutcome => ({
    playerCards: [],
    bankerCards: [],
    playerTotal: 0,
    bankerTotal: 0,
    winner,
    playerPair,
    bankerPair,
  });
  const all = { PLAYER: 1_000n, BANKER: 1_000n, TIE: 1_000n, PLAYER_PAIR: 100n, BANKER_PAIR: 100n };

  it('pays PLAYER even money and BANKER 0.95 with the stake back', () => {
    expect(settle(outcome('PLAYER'), all).returns).toEqual({
      PLAYER: 2_000n,
      BANKER: 0n,
      TIE: 0n,
      PLAYER_PAIR: 0n,
      BANKER_PAIR: 0n,
    });
    expect(settle(outcome('BANKER'), all).returns).toMatchObject({ PLAYER: 0n, BANKER: 1_950n, TIE: 0n });
  });

  it('pushes PLAYER and BANKER on a tie and pays TIE 8 to 1', () => {
    const s = settle(outcome('TIE'), all);
    expect(s.returns).toMatchObject({ PLAYER: 1_000n, BANKER: 1_000n, TIE: 9_000n });
    expect(s.totalReturnMinor).toBe(11_000n);
  });

  it('pays each pair 11 to 1 whoever wins', () => {
    expect(settle(outcome('BANKER', true, false), { PLAYER_PAIR: 100n, BANKER_PAIR: 100n }).returns).toEqual({
      PLAYER_PAIR: 1_200n,
      BANKER_PAIR: 0n,
    });
  });

  it('floors the banker commission in the player’s favour', () => {
    // 5 % of 19 is 0.95: the commission is 0, so a 19 bet returns 38.
    expect(settle(outcome('BANKER'), { BANKER: 19n }).returns.BANKER).toBe(38n);
    expect(settle(outcome('BANKER'), { BANKER: 21n }).returns.BANKER).toBe(41n);
  });

  it('refuses a stake that is not positive', () => {
    expect(() => settle(outcome('PLAYER'), { PLAYER: 0n })).toThrow(BaccaratBetError);
    expect(() => settle(outcome('PLAYER'), { TIE: -5n })).toThrow(BaccaratBetError);
  });
});

describe('baccarat odds', () => {
  it('enumerates the published probabilities exactly', () => {
    const odds = computeBaccaratOdds();
    for (const winner of ['PLAYER', 'BANKER', 'TIE'] as const) {
      expect(Number(odds.probability[winner].toFixed(6))).toBe(BACCARAT_PROBABILITIES[winner]);
    }
    const p = odds.probability;
    expect(Number((p.BANKER - p.PLAYER).toFixed(4))).toBe(BACCARAT_HOUSE_EDGE.PLAYER);
    expect(Number((p.PLAYER - 0.95 * p.BANKER).toFixed(4))).toBe(BACCARAT_HOUSE_EDGE.BANKER);
    expect(Number((1 - 9 * p.TIE).toFixed(4))).toBe(BACCARAT_HOUSE_EDGE.TIE);
    expect(Number((1 - 12 * PAIR_PROBABILITY).toFixed(4))).toBe(BACCARAT_HOUSE_EDGE.PLAYER_PAIR);
  });

  it('lands near the published probabilities and edges over 200,000 dealt rounds', () => {
    const rounds = 200_000;
    const rng = createRng();
    const wins = { PLAYER: 0, BANKER: 0, TIE: 0 };
    const stake = 100n;
    const bets = { PLAYER: stake, BANKER: stake, TIE: stake, PLAYER_PAIR: stake, BANKER_PAIR: stake };
    const returned: Record<BaccaratBet, bigint> = { PLAYER: 0n, BANKER: 0n, TIE: 0n, PLAYER_PAIR: 0n, BANKER_PAIR: 0n };
    for (let i = 0; i < rounds; i += 1) {
      const o = deal(rng);
      wins[o.winner] += 1;
      const { returns } = settle(o, bets);
      for (const bet of Object.keys(returned) as BaccaratBet[]) returned[bet] += returns[bet] ?? 0n;
    }
    // Tolerances are about 5 standard errors at this sample size (e.g. banker ±0.0056 vs SE 0.0011).
    expect(Math.abs(wins.BANKER / rounds - 0.4586)).toBeLessThan(0.0056);
    expect(Math.abs(wins.PLAYER / rounds - 0.4462)).toBeLessThan(0.0056);
    expect(Math.abs(wins.TIE / rounds - 0.0952)).toBeLessThan(0.0033);
    const edge = (bet: BaccaratBet) => 1 - Number(returned[bet]) / Number(stake * BigInt(rounds));
    const tolerance: Record<BaccaratBet, number> = {
      PLAYER: 0.011,
      BANKER: 0.011,
      TIE: 0.045,
      PLAYER_PAIR: 0.036,
      BANKER_PAIR: 0.036,
    };
    for (const bet of Object.keys(tolerance) as BaccaratBet[]) {
      expect(Math.abs(edge(bet) - BACCARAT_HOUSE_EDGE[bet])).toBeLessThan(tolerance[bet]);
    }
  });
});
