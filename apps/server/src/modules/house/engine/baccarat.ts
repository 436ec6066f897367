import type { Rng } from './rng.js';
import { SHOE_DECKS, SHOE_SIZE, drawFromFreshShoe, type Card } from './shoe.js';

export { SHOE_DECKS, SHOE_SIZE, type Card };
export type BaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';
export type BaccaratOutcome = {
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** The hand's first two cards share a rank (K♠ K♥ is a pair, K Q is not). */
  playerPair: boolean;
  bankerPair: boolean;
};
export type BaccaratBet = 'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR';
export type BaccaratBets = Partial<Record<BaccaratBet, bigint>>;
export type BaccaratSettlement = {
  /** What each placed bet returns, stake included (0 for a lost bet). */
  returns: Partial<Record<BaccaratBet, bigint>>;
  totalReturnMinor: bigint;
};

export class BaccaratBetError extends Error {}

/**
 * Baccarat value: ace 1, 2–9 face value, tens and court cards 0.
 */
export const cardValue = (card: Card): number => (card.rank >= 10 ? 0 : card.rank);
const handTotal = (cards: readonly Card[]): number => cards.reduce((sum, c) => sum + cardValue(c), 0) % 10;

/**
 * Deals one round from a fresh 8-deck shoe (`shoe.ts`): cards come without replacement inside a
 * round while rounds stay independent, so no card counting can work.
 */
export function deal(rng: Rng): BaccaratOutcome {
  return playCoup(drawFromFreshShoe(rng));
}

/**
 * Plays the punto banco tableau with cards in dealing order (player, banker, player, banker, then
 * any third cards): a natural 8 or 9 on either side ends the coup; otherwise the player draws on
 * 0–5, and the banker draws by the table below (on 0–5 when the player stood).
 */
export function playCoup(draw: () => Card): BaccaratOutcome {
  const p1 = draw();
  const b1 = draw();
  const p2 = draw();
  const b2 = draw();
  const playerCards = [p1, p2];
  const bankerCards = [b1, b2];
  const player = handTotal(playerCards);
  const banker = handTotal(bankerCards);
  if (player < 8 && banker < 8) {
    let playerThird: number | null = null;
    if (player <= 5) {
      const third = draw();
      playerCards.push(third);
      playerThird = cardValue(third);
    }
    if (bankerDraws(banker, playerThird)) bankerCards.push(draw());
  }
  const playerTotal = handTotal(playerCards);
  const bankerTotal = handTotal(bankerCards);
  return {
    playerCards,
    bankerCards,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
}

/**
 * The banker's third-card rule. `playerThird` is the value of the player's third card, or null
 * when the player stood (then the banker plays like the player: draw on 0–5).
 * Banker 0–2 draws; 3 draws unless the player's third is 8; 4 on 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Settles a round's bets, returning stake + winnings per bet. PLAYER pays 1:1 and BANKER 0.95:1,
 * both pushing (stake back) on a tie; TIE pays 8:1; PLAYER_PAIR and BANKER_PAIR pay 11:1.
 * The 5 % banker commission is floored to whole minor units, i.e. rounded in the player's favour,
 * so the realised edge never exceeds the published 1.06 % (on 1.00 it is exactly 0.05; only
 * stakes that are not multiples of 20 minor units gain a fraction of a unit).
 */
export function settle(outcome: BaccaratOutcome, bets: BaccaratBets): BaccaratSettlement {
  const returns: Partial<Record<BaccaratBet, bigint>> = {};
  let totalReturnMinor = 0n;
  for (const [bet, stake] of Object.entries(bets) as [BaccaratBet, bigint | undefined][]) {
    if (stake === undefined) continue;
    if (typeof stake !== 'bigint' || stake <= 0n)
      throw new BaccaratBetError(`the ${bet} stake must be a positive amount`);
    const back = returnOf(bet, stake, outcome);
    returns[bet] = back;
    totalReturnMinor += back;
  }
  return { returns, totalReturnMinor };
}

function returnOf(bet: BaccaratBet, stake: bigint, outcome: BaccaratOutcome): bigint {
  switch (bet) {
    case 'PLAYER':
      return outcome.winner === 'PLAYER' ? 2n * stake : outcome.winner === 'TIE' ? stake : 0n;
    case 'BANKER':
      return outcome.winner === 'BANKER' ? 2n * stake - stake / 20n : outcome.winner === 'TIE' ? stake : 0n;
    case 'TIE':
      return outcome.winner === 'TIE' ? 9n * stake : 0n;
    case 'PLAYER_PAIR':
      return outcome.playerPair ? 12n * stake : 0n;
    case 'BANKER_PAIR':
      return outcome.bankerPair ? 12n * stake : 0n;
    default:
      throw new BaccaratBetError(`unknown bet ${String(bet)}`);
  }
}
