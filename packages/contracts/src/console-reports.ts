import { z } from 'zod';
import { Money } from './money.js';
import { IsoDate } from './patterns.js';
import { withDateRange } from './query-fields.js';

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

/** A report's market days (inclusive, at most 92). */
export const ReportQuery = withDateRange(z.object({ startDate: IsoDate, endDate: IsoDate }).strict(), 92);
export type ReportQuery = z.infer<typeof ReportQuery>;

const playFigures = {
  rounds: z.number().int(),
  bets: Money,
  validBets: Money,
  payouts: Money,
  ggr: Money,
};

/** Settled real-money rounds per market day, vendor and category. */
export const GameReport = z.object({
  rows: z.array(z.object({ date: z.string(), vendor: z.string(), gameType: z.string(), ...playFigures })),
  totals: z.object(playFigures),
});
export type GameReport = z.infer<typeof GameReport>;

/** Credited deposits per payment channel and paid withdrawals per payout provider, per market day. */
export const CashierReport = z.object({
  rows: z.array(
    z.object({
      date: z.string(),
      direction: z.enum(['deposit', 'withdrawal']),
      channel: z.string(),
      count: z.number().int(),
      amount: Money,
    }),
  ),
  totals: z.object({
    deposits: Money,
    depositCount: z.number().int(),
    withdrawals: Money,
    withdrawalCount: z.number().int(),
  }),
});
export type CashierReport = z.infer<typeof CashierReport>;

/** Sign-ups, first depositors and players per market day. */
export const MemberReport = z.object({
  rows: z.array(
    z.object({
      date: z.string(),
      newMembers: z.number().int(),
      firstDepositors: z.number().int(),
      activePlayers: z.number().int(),
    }),
  ),
  totals: z.object({ newMembers: z.number().int(), firstDepositors: z.number().int(), playerDays: z.number().int() }),
});
export type MemberReport = z.infer<typeof MemberReport>;

export const REPORT_KINDS = ['games', 'cashier', 'members'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
