import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import type { DbTransaction } from '../../platform/database.js';
import type { PlayDayRow } from '../play/play-figures.js';
import type { CashierChannelRow, CashierDayFigures } from '../cashier/cashier-figures.js';

export type StoredDay = {
  date: string;
  players: number;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  newMembers: number;
  firstDepositors: number;
  /** Net bonus and compensation adjustments to members (NGR = GGR − bonuses). */
  bonuses: bigint;
  computedAt: Date;
  rounds: number;
  bets: bigint;
  validBets: bigint;
  payouts: bigint;
};

type DayRow = {
  day: string;
  players: string;
  deposits: string;
  deposit_count: string;
  withdrawals: string;
  withdrawal_count: string;
  new_members: string;
  first_depositors: string;
  bonuses: string;
  computed_at: Date | string;
  rounds: string | null;
  bets: string | null;
  valid_bets: string | null;
  payouts: string | null;
};

/** The reports' own tables: `report_day` and `report_play_day` (migration 0032). */
export function createReportsRepository(db: Db, merchantCode: string) {
  return {
    /** Replaces one market day's figures in one transaction (a re-computation overwrites). */
    async storeDay(
      date: string,
      day: {
        play: PlayDayRow[];
        players: number;
        cashier: CashierDayFigures;
        channels: CashierChannelRow[];
        newMembers: number;
        bonuses: bigint;
        now: Date;
      },
    ): Promise<void> {
      await db.transaction(async (tx: DbTransaction) => {
        await tx.execute(
          sql`DELETE FROM report_play_day WHERE merchant_code = ${merchantCode} AND business_date = ${date}::date`,
        );
        for (const r of day.play)
          await tx.execute(
            sql`INSERT INTO report_play_day (merchant_code, business_date, vendor, game_type, rounds, bets, valid_bets, payouts)
                VALUES (${merchantCode}, ${date}::date, ${r.vendor}, ${r.gameType}, ${r.rounds}, ${r.bets}, ${r.validBets}, ${r.payouts})`,
          );
        await tx.execute(
          sql`DELETE FROM report_cash_day WHERE merchant_code = ${merchantCode} AND business_date = ${date}::date`,
        );
        for (const r of day.channels)
          await tx.execute(
            sql`INSERT INTO report_cash_day (merchant_code, business_date, direction, channel, count, amount)
                VALUES (${merchantCode}, ${date}::date, ${r.direction}, ${r.channel}, ${r.count}, ${r.amount})`,
          );
        const c = day.cashier;
        await tx.execute(
          sql`INSERT INTO report_day (merchant_code, business_date, players, deposits, deposit_count, withdrawals,
                                      withdrawal_count, new_members, first_depositors, bonuses, computed_at)
              VALUES (${merchantCode}, ${date}::date, ${day.players}, ${c.deposits}, ${c.depositCount}, ${c.withdrawals},
                      ${c.withdrawalCount}, ${day.newMembers}, ${c.firstDepositors}, ${day.bonuses}, ${day.now})
              ON CONFLICT (merchant_code, business_date) DO UPDATE SET
                players = EXCLUDED.players, deposits = EXCLUDED.deposits, deposit_count = EXCLUDED.deposit_count,
                withdrawals = EXCLUDED.withdrawals, withdrawal_count = EXCLUDED.withdrawal_count,
                new_members = EXCLUDED.new_members, first_depositors = EXCLUDED.first_depositors, bonuses = EXCLUDED.bonuses,
                computed_at = EXCLUDED.computed_at`,
        );
      });
    },

    /** The stored days between two market days (inclusive), with their play totals. */
    async days(startDate: string, endDate: string): Promise<StoredDay[]> {
      const rows = await queryRows<DayRow>(
        db,
        sql`SELECT to_char(d.business_date, 'YYYY-MM-DD') AS day, d.players::text, d.deposits::text,
                   d.deposit_count::text, d.withdrawals::text, d.withdrawal_count::text, d.new_members::text,
                   d.first_depositors::text, d.bonuses::text, d.computed_at,
                   p.rounds::text, p.bets::text, p.valid_bets::text, p.payouts::text
            FROM report_day d
            LEFT JOIN (SELECT business_date, sum(rounds) AS rounds, sum(bets) AS bets,
                              sum(valid_bets) AS valid_bets, sum(payouts) AS payouts
                       FROM report_play_day
                       WHERE merchant_code = ${merchantCode}
                         AND business_date BETWEEN ${startDate}::date AND ${endDate}::date
                       GROUP BY business_date) p ON p.business_date = d.business_date
            WHERE d.merchant_code = ${merchantCode} AND d.business_date BETWEEN ${startDate}::date AND ${endDate}::date
            ORDER BY d.business_date`,
      );
      return rows.map((r) => ({
        date: r.day,
        players: Number(r.players),
        deposits: BigInt(r.deposits),
        depositCount: Number(r.deposit_count),
        withdrawals: BigInt(r.withdrawals),
        withdrawalCount: Number(r.withdrawal_count),
        newMembers: Number(r.new_members),
        firstDepositors: Number(r.first_depositors),
        bonuses: BigInt(r.bonuses),
        computedAt: new Date(r.computed_at),
        rounds: Number(r.rounds ?? 0),
        bets: BigInt(r.bets ?? 0),
        validBets: BigInt(r.valid_bets ?? 0),
        payouts: BigInt(r.payouts ?? 0),
      }));
    },
  };
}
/** The days since `firstDate` (at most `limit`, oldest first) that have no figures yet. */
export async function missingDays(db: Db, merchantCode: string, firstDate: string, lastDate: string, limit: number) {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`SELECT to_char(d, 'YYYY-MM-DD') AS day
        FROM generate_series(${firstDate}::date, ${lastDate}::date, interval '1 day') AS d
        WHERE NOT EXISTS (SELECT 1 FROM report_day r WHERE r.merchant_code = ${merchantCode} AND r.business_date = d::date)
        ORDER BY d LIMIT ${limit}`,
  );
  return rows.map((r) => r.day);
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
