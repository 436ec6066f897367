/** Spec §4/§9 jackpot figure: starts between 12,000,000 and 18,000,000, rises 100–500 every 3, 4 or 5 s. */
export const JACKPOT_MIN = 12_000_000;
export const JACKPOT_MAX = 18_000_000;

type Random = () => number;

const cents = (value: number) => Math.round(value * 100) / 100;

export const initialJackpot = (random: Random = Math.random): number =>
  cents(JACKPOT_MIN + random() * (JACKPOT_MAX - JACKPOT_MIN));

export const jackpotIncrement = (random: Random = Math.random): number => cents(100 + random() * 400);

export const jackpotDelayMs = (random: Random = Math.random): number =>
  (3 + Math.min(2, Math.floor(random() * 3))) * 1000;

/** Next figure; once past the ceiling it starts again from the floor, so it stays in range. */
export function nextJackpot(current: number, random: Random = Math.random): number {
  const next = cents(current + jackpotIncrement(random));
  return next > JACKPOT_MAX ? JACKPOT_MIN : next;
}

/** The session's figure and when it last rose (sessionStorage `jackpot`). */
export type JackpotState = { amount: number; at: number };

/** Catch-up is bounded: after a long absence the figure rises as if for this many ticks at most. */
const MAX_CATCH_UP_TICKS = 5_000;
const AVERAGE_DELAY_MS = 4_000;

const inRange = (v: unknown): v is number => typeof v === 'number' && v >= JACKPOT_MIN && v <= JACKPOT_MAX;

/**
 * The figure for this moment of the session: the stored one risen by the ticks missed since
 * (one every 4 s on average), so it continues across pages and reloads instead of starting anew;
 * a new random figure when nothing (valid) is stored.
 */
export function restoreJackpot(saved: unknown, now: number, random: Random = Math.random): JackpotState {
  const state = saved as Partial<JackpotState> | null;
  if (!state || !inRange(state.amount) || typeof state.at !== 'number' || state.at > now)
    return { amount: initialJackpot(random), at: now };
  const ticks = Math.min(MAX_CATCH_UP_TICKS, Math.floor((now - state.at) / AVERAGE_DELAY_MS));
  let amount = state.amount;
  for (let i = 0; i < ticks; i++) amount = nextJackpot(amount, random);
  return { amount, at: ticks > 0 ? now : state.at };
}
