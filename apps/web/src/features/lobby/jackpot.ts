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
