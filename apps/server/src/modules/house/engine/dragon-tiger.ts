import type { Rng } from './rng.js';
import { SHOE_DECKS, SHOE_SIZE, drawFromFreshShoe, type Card } from './shoe.js';

/**
 * Dragon Tiger: one card to Dragon, one to Tiger, from a fresh 8-deck shoe; the higher rank wins
 * (ace low, king high; suits do not rank). Published payouts (to 1): DRAGON and TIGER 1:1, losing
 * half the stake on a tie; TIE 11:1; SUITED_TIE (same rank and suit) 50:1.
 */
export type DragonTigerWinner = 'DRAGON' | 'TIGER' | 'TIE';
export type DragonTigerBet = 'DRAGON' | 'TIGER' | 'TIE' | 'SUITED_TIE';
export type DragonTigerOutcome = { dragon: Card; tiger: Card; winner: DragonTigerWinner; suitedTie: boolean };
export type DragonTigerBets = Partial<Record<DragonTigerBet, bigint>>;
export type DragonTigerSettlement = {
  /** What each placed bet returns, stake included (0 for a lost bet). */
  returns: Partial<Record<DragonTigerBet, bigint>>;
  totalReturnMinor: bigint;
  /** Stake handed back unplayed (half a DRAGON or TIGER stake on a tie): not valid turnover. */
  pushedMinor: bigint;
};

export const DRAGON_TIGER_SPOTS = ['DRAGON', 'TIGER', 'TIE', 'SUITED_TIE'] as const satisfies readonly DragonTigerBet[];
export const DRAGON_TIGER_PAYOUTS: Record<DragonTigerBet, number> = { DRAGON: 1, TIGER: 1, TIE: 11, SUITED_TIE: 50 };

export class DragonTigerBetError extends Error {}

/** Deals one round: Dragon's card, then Tiger's. */
export function dealDragonTiger(rng: Rng): DragonTigerOutcome {
  const draw = drawFromFreshShoe(rng);
  const dragon = draw();
  return judge(dragon, draw());
}

export function judge(dragon: Card, tiger: Card): DragonTigerOutcome {
  const winner = dragon.rank > tiger.rank ? 'DRAGON' : tiger.rank > dragon.rank ? 'TIGER' : 'TIE';
  return { dragon, tiger, winner, suitedTie: winner === 'TIE' && dragon.suit === tiger.suit };
}

/**
 * Settles a round's bets in minor units. A DRAGON or TIGER stake must be even in minor units so
 * that its half is exact (the game takes whole units, so it always is).
 */
export function settleDragonTiger(outcome: DragonTigerOutcome, bets: DragonTigerBets): DragonTigerSettlement {
  const returns: Partial<Record<DragonTigerBet, bigint>> = {};
  let totalReturnMinor = 0n;
  let pushedMinor = 0n;
  for (const [bet, stake] of Object.entries(bets) as [DragonTigerBet, bigint | undefined][]) {
    if (stake === undefined) continue;
    if (typeof stake !== 'bigint' || stake <= 0n)
      throw new DragonTigerBetError(`the ${bet} stake must be a positive amount`);
    const back = returnOf(bet, stake, outcome);
    if ((bet === 'DRAGON' || bet === 'TIGER') && outcome.winner === 'TIE') pushedMinor += back;
    returns[bet] = back;
    totalReturnMinor += back;
  }
  return { returns, totalReturnMinor, pushedMinor };
}

function returnOf(bet: DragonTigerBet, stake: bigint, outcome: DragonTigerOutcome): bigint {
  switch (bet) {
    case 'DRAGON':
    case 'TIGER':
      if (stake % 2n !== 0n) throw new DragonTigerBetError(`the ${bet} stake must be even in minor units`);
      return outcome.winner === bet ? 2n * stake : outcome.winner === 'TIE' ? stake / 2n : 0n;
    case 'TIE':
      return outcome.winner === 'TIE' ? 12n * stake : 0n;
    case 'SUITED_TIE':
      return outcome.suitedTie ? 51n * stake : 0n;
    default:
      throw new DragonTigerBetError(`unknown bet ${String(bet)}`);
  }
}

/**
 * Exact odds of one round over all 416 × 415 ordered pairs of cards (each of the 52 cards is in
 * the shoe 8 times), and each bet's house edge as a fraction: 1 − E[return] per unit staked.
 */
export function dragonTigerOdds() {
  const denominator = SHOE_SIZE * (SHOE_SIZE - 1);
  let tie = 0;
  let suited = 0;
  for (let a = 0; a < 52; a += 1)
    for (let b = 0; b < 52; b += 1) {
      const ways = a === b ? SHOE_DECKS * (SHOE_DECKS - 1) : SHOE_DECKS * SHOE_DECKS;
      if (a % 13 === b % 13) tie += ways;
      if (a === b) suited += ways;
    }
  const win = (denominator - tie) / 2;
  // Returns per unit, ×2 to keep the half stake an integer: Σ ways × 2 × return.
  const edgeOf = (doubledReturnWays: number) => ({
    numerator: 2 * denominator - doubledReturnWays,
    denominator: 2 * denominator,
  });
  return {
    denominator,
    ways: { DRAGON: win, TIGER: win, TIE: tie, SUITED_TIE: suited },
    edge: {
      DRAGON: edgeOf(win * 2 * 2 + tie * 1),
      TIGER: edgeOf(win * 2 * 2 + tie * 1),
      TIE: edgeOf(tie * 2 * 12),
      SUITED_TIE: edgeOf(suited * 2 * 51),
    },
  };
}
