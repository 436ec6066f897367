import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import type { Rng } from './engine/rng.js';

/** How a house game is played (which API route and which client screen). */
export type HouseGameKind = 'slot' | 'baccarat' | 'dragonTiger';

/** What a round decided: the stake, the payout (stake included), the valid bet, and the outcome to store. */
export type HousePlay = { bet: bigint; win: bigint; validBet: bigint; outcome: Record<string, unknown> };

/** One house game: its kind, its published game sheet (the client shows it) and one round's play. */
export type HouseGame = {
  id: string;
  kind: HouseGameKind;
  name: string;
  rules: Record<string, unknown>;
  play: (rng: Rng, request: unknown) => HousePlay;
};

/** A table spot's stake: whole units from 1 to 9,999,999 (".00" allowed). */
export const WholeUnits = z.string().regex(/^\d{1,7}(\.00)?$/, 'amountFormat');

/** Validates a round's request with its zod schema; a refusal is the catalogue's VALIDATION_FAILED. */
export function parse<T>(schema: z.ZodType<T>, input: unknown): T {
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
