import type { Rng } from './rng.js';

/** A card: rank 1 (ace) … 13 (king), suit 0 … 3. */
export type Card = { rank: number; suit: number };

export const SHOE_DECKS = 8;
export const SHOE_SIZE = SHOE_DECKS * 52;

/**
 * The fresh shoe's order before the draw: position i holds deck ⌊i/52⌋, suit ⌊(i mod 52)/13⌋,
 * rank (i mod 13) + 1, stored as the code i mod 52. Published so a round can be replayed from its
 * random draws.
 */
const FRESH_SHOE = Uint8Array.from({ length: SHOE_SIZE }, (_, i) => i % 52);
const cardOf = (code: number): Card => ({ rank: (code % 13) + 1, suit: Math.floor(code / 13) });

/**
 * Draws cards from a fresh 8-deck shoe, one round's worth. Each card is a uniform pick among the
 * cards still in the shoe (a partial Fisher–Yates shuffle: draw d swaps position d with
 * d + rng.int(416 − d)), so cards come without replacement inside a round while rounds stay
 * independent: nothing carries over between rounds.
 */
export function drawFromFreshShoe(rng: Rng): () => Card {
  const shoe = FRESH_SHOE.slice();
  let drawn = 0;
  return () => {
    if (drawn >= SHOE_SIZE) throw new Error('the shoe is empty');
    const pick = drawn + rng.int(SHOE_SIZE - drawn);
    const code = shoe[pick] ?? 0;
    shoe[pick] = shoe[drawn] ?? 0;
    shoe[drawn] = code;
    drawn += 1;
    return cardOf(code);
  };
}
