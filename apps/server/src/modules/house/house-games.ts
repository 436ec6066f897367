import { z } from 'zod';
import { formatMinor, toMinor } from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import type { Rng } from './engine/rng.js';
import {
  LINE_COUNT,
  LINE_PAYS,
  PAYLINES,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  SLOT_NAME,
  SYMBOLS,
  WILD,
} from './engine/slot-game.js';
import { spin } from './engine/slot.js';
import { PUBLISHED_RTP } from './engine/slot-rtp.js';
import { deal, settle, type BaccaratBet } from './engine/baccarat.js';

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

export type HouseGameKind = 'slot' | 'baccarat';

/** What a round decided: the stake, the payout (stake included), the valid bet, and the outcome to store. */
export type HousePlay = { bet: bigint; win: bigint; validBet: bigint; outcome: Record<string, unknown> };

/**
 * Which house game serves a catalogue game: table categories (live casino, card games) get
 * baccarat, every other category the video slot, so every tile of the demo catalogue plays.
 */
export function houseGameFor(gameType: string): HouseGameKind {
  return gameType === 'LIVE' || gameType === 'PVP' ? 'baccarat' : 'slot';
}

/** Total bets a slot spin may take (each a multiple of 20 minor units: one equal bet per line). */
export const SLOT_BETS = ['0.20', '0.40', '1.00', '2.00', '4.00', '10.00', '20.00', '50.00', '100.00'] as const;
/** Each baccarat spot takes whole units from 1.00 to 10,000.00. */
export const BACCARAT_MIN_MINOR = 100n;
export const BACCARAT_MAX_MINOR = 1_000_000n;

const SlotSpinRequest = z.object({ bet: z.enum(SLOT_BETS) }).strict();
const BaccaratDealRequest = z
  .object({ bets: z.partialRecord(z.enum(BACCARAT_SPOTS), z.string().regex(/^\d{1,7}(\.00)?$/, 'amountFormat')) })
  .strict();

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      path: ['body', ...i.path.map(String)].join('.'),
      message: i.message,
    }));
    throw new AppError('VALIDATION_FAILED', errors[0]?.message, { errors });
  }
  return parsed.data;
}

export const HOUSE_GAMES: Record<
  HouseGameKind,
  { rules: Record<string, unknown>; play: (rng: Rng, request: unknown) => HousePlay }
> = {
  slot: {
    // The published game sheet: the client shows it, and a player can check any round against it.
    rules: {
      name: SLOT_NAME,
      reels: REELS,
      rows: ROWS,
      lines: PAYLINES,
      symbols: SYMBOLS,
      wild: WILD,
      scatter: SCATTER,
      linePays: LINE_PAYS,
      scatterPays: SCATTER_PAYS,
      rtp: PUBLISHED_RTP,
      bets: SLOT_BETS,
      lineCount: LINE_COUNT,
    },
    play(rng, request) {
      const { bet } = parse(SlotSpinRequest, request);
      const stake = toMinor(bet);
      const r = spin(rng, stake);
      return {
        bet: stake,
        win: r.totalWinMinor,
        validBet: stake,
        outcome: {
          stops: r.stops,
          window: r.window,
          lineWins: r.lineWins.map((w) => ({ ...w, payMinor: undefined, pay: formatMinor(w.payMinor) })),
          scatterWin: r.scatterWin ? { count: r.scatterWin.count, pay: formatMinor(r.scatterWin.payMinor) } : null,
          validBet: formatMinor(stake),
        },
      };
    },
  },
  baccarat: {
    rules: {
      name: 'Fortuna Baccarat',
      decks: 8,
      spots: BACCARAT_SPOTS,
      payouts: BACCARAT_PAYOUTS,
      min: formatMinor(BACCARAT_MIN_MINOR),
      max: formatMinor(BACCARAT_MAX_MINOR),
    },
    play(rng, request) {
      const { bets } = parse(BaccaratDealRequest, request);
      const stakes: Partial<Record<BaccaratBet, bigint>> = {};
      let total = 0n;
      for (const spot of BACCARAT_SPOTS) {
        const text = bets[spot];
        if (text === undefined) continue;
        const amount = toMinor(text);
        if (amount === 0n) continue;
        if (amount < BACCARAT_MIN_MINOR || amount > BACCARAT_MAX_MINOR)
          throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, { spot });
        stakes[spot] = amount;
        total += amount;
      }
      if (total === 0n) throw new AppError('AMOUNT_OUT_OF_RANGE', 'Place a bet first');
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
          bets: Object.fromEntries(Object.entries(stakes).map(([k, v]) => [k, formatMinor(v)])),
          returns: Object.fromEntries(Object.entries(settled.returns).map(([k, v]) => [k, formatMinor(v ?? 0n)])),
          validBet: formatMinor(total - pushed),
        },
      };
    },
  },
};
