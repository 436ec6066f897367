import { z } from 'zod';
import { Money } from './money.js';

/** The console's dashboard (issue 19): day figures by the brand's market day. */
export const DayFigures = z.object({
  /** The market day (yyyy-MM-dd) or, for a total, the first day of the range. */
  date: z.string(),
  deposits: Money,
  depositCount: z.number().int(),
  withdrawals: Money,
  withdrawalCount: z.number().int(),
  rounds: z.number().int(),
  bets: Money,
  validBets: Money,
  payouts: Money,
  /** Gross gaming revenue: bets − payouts of settled real-money rounds. */
  ggr: Money,
  /** Net gaming revenue: GGR − bonuses paid (docs/decisions.md). */
  ngr: Money,
  newMembers: z.number().int(),
  firstDepositors: z.number().int(),
  /** Members who played that day (in a total: the sum of the days' counts, "player-days"). */
  activePlayers: z.number().int(),
});
export type DayFigures = z.infer<typeof DayFigures>;

export const Dashboard = z.object({
  timeZone: z.string(),
  /** When the figures were last computed from the rounds and orders (null: not yet). */
  asOf: z.string().nullable(),
  today: DayFigures,
  /** The 30 market days up to today, summed. */
  last30: DayFigures,
  /** The same 30 days one by one, oldest first (days without activity are zeros). */
  days: z.array(DayFigures),
  /** What waits for staff now. */
  queues: z.object({ deposits: z.number().int(), withdrawals: z.number().int(), disputes: z.number().int() }),
});
export type Dashboard = z.infer<typeof Dashboard>;
