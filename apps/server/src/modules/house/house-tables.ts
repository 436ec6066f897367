import { z } from 'zod';
import { formatMinor, toMinor } from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import { deal, settle, type BaccaratBet } from './engine/baccarat.js';
import { DRAGON_TIGER_PAYOUTS, DRAGON_TIGER_SPOTS, dealDragonTiger, settleDragonTiger } from './engine/dragon-tiger.js';
import { parse, WholeUnits, type HouseGame } from './house-game-types.js';

/** Baccarat's betting spots and what each pays (to 1), as the engine settles them. */
export const BACCARAT_SPOTS = [
  'PLAYER',
  'BANKER',
  'TIE',
  'PLAYER_PAIR',
  'BANKER_PAIR',
] as const satisfies readonly BaccaratBet[];
export const BACCARAT_PAYOUTS: Record<BaccaratBet, number> = {
  PLAYER: 1,
  BANKER: 0.95,
  TIE: 8,
  PLAYER_PAIR: 11,
  BANKER_PAIR: 11,
};

/** Each table spot takes whole units from 1.00 to 10,000.00. */
const TABLE_MIN_MINOR = 100n;
const TABLE_MAX_MINOR = 1_000_000n;

/** The request's stakes in minor units, each within the table limits, at least one placed. */
function stakesOf<S extends string>(spots: readonly S[], bets: Partial<Record<S, string>>) {
  const stakes: Partial<Record<S, bigint>> = {};
  let total = 0n;
  for (const spot of spots) {
    const text = bets[spot];
    if (text === undefined) continue;
    const amount = toMinor(text);
    if (amount === 0n) continue;
    if (amount < TABLE_MIN_MINOR || amount > TABLE_MAX_MINOR)
      throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, { spot });
    stakes[spot] = amount;
    total += amount;
  }
  if (total === 0n) throw new AppError('AMOUNT_OUT_OF_RANGE', 'Place a bet first');
  return { stakes, total };
}

const formatAll = (r: Partial<Record<string, bigint>>) =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k, formatMinor(v ?? 0n)]));

const limits = { min: formatMinor(TABLE_MIN_MINOR), max: formatMinor(TABLE_MAX_MINOR) };

const BaccaratDealRequest = z.object({ bets: z.partialRecord(z.enum(BACCARAT_SPOTS), WholeUnits) }).strict();

export const BACCARAT: HouseGame = {
  id: 'baccarat',
  kind: 'baccarat',
  name: 'Fortuna Baccarat',
  rules: {
    id: 'baccarat',
    name: 'Fortuna Baccarat',
    decks: 8,
    spots: BACCARAT_SPOTS,
    payouts: BACCARAT_PAYOUTS,
    ...limits,
  },
  play(rng, request) {
    const { bets } = parse(BaccaratDealRequest, request);
    const { stakes, total } = stakesOf(BACCARAT_SPOTS, bets);
    const hand = deal(rng);
    const settled = settle(hand, stakes);
    // A PLAYER or BANKER stake returned on a tie is not a valid (turnover) bet.
    const pushed = hand.winner === 'TIE' ? (stakes.PLAYER ?? 0n) + (stakes.BANKER ?? 0n) : 0n;
    return {
      bet: total,
      win: settled.totalReturnMinor,
      validBet: total - pushed,
      outcome: {
        hand,
        bets: formatAll(stakes),
        returns: formatAll(settled.returns),
        validBet: formatMinor(total - pushed),
      },
    };
  },
};

const DragonTigerRequest = z.object({ bets: z.partialRecord(z.enum(DRAGON_TIGER_SPOTS), WholeUnits) }).strict();

export const DRAGON_TIGER: HouseGame = {
  id: 'dragon-tiger',
  kind: 'dragonTiger',
  name: 'Fortuna Dragon Tiger',
  rules: {
    id: 'dragon-tiger',
    name: 'Fortuna Dragon Tiger',
    decks: 8,
    spots: DRAGON_TIGER_SPOTS,
    payouts: DRAGON_TIGER_PAYOUTS,
    ...limits,
  },
  play(rng, request) {
    const { bets } = parse(DragonTigerRequest, request);
    const { stakes, total } = stakesOf(DRAGON_TIGER_SPOTS, bets);
    const round = dealDragonTiger(rng);
    const settled = settleDragonTiger(round, stakes);
    // The half of a DRAGON or TIGER stake handed back on a tie was not played: not valid turnover.
    const validBet = total - settled.pushedMinor;
    return {
      bet: total,
      win: settled.totalReturnMinor,
      validBet,
      outcome: { round, bets: formatAll(stakes), returns: formatAll(settled.returns), validBet: formatMinor(validBet) },
    };
  },
};
