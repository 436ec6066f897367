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
  rounds: string;
  bets: string;
  valid_bets: string;
  payouts: string;
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
        const play = day.play.reduce(
          (t, r) => ({
            rounds: t.rounds + r.rounds,
            bets: t.bets + r.bets,
            validBets: t.validBets + r.validBets,
            payouts: t.payouts + r.payouts,
          }),
          { rounds: 0, bets: 0n, validBets: 0n, payouts: 0n },
        );
        await tx.execute(
          sql`INSERT INTO report_day (merchant_code, business_date, players, deposits, deposit_count, withdrawals,
                                      withdrawal_count, new_members, first_depositors, bonuses, rounds, bets,
                                      valid_bets, payouts, computed_at)
              VALUES (${merchantCode}, ${date}::date, ${day.players}, ${c.deposits}, ${c.depositCount}, ${c.withdrawals},
                      ${c.withdrawalCount}, ${day.newMembers}, ${c.firstDepositors}, ${day.bonuses}, ${play.rounds},
                      ${play.bets}, ${play.validBets}, ${play.payouts}, ${day.now})
              ON CONFLICT (merchant_code, business_date) DO UPDATE SET
                players = EXCLUDED.players, deposits = EXCLUDED.deposits, deposit_count = EXCLUDED.deposit_count,
                withdrawals = EXCLUDED.withdrawals, withdrawal_count = EXCLUDED.withdrawal_count,
                new_members = EXCLUDED.new_members, first_depositors = EXCLUDED.first_depositors, bonuses = EXCLUDED.bonuses,
                rounds = EXCLUDED.rounds, bets = EXCLUDED.bets, valid_bets = EXCLUDED.valid_bets,
                payouts = EXCLUDED.payouts, computed_at = EXCLUDED.computed_at`,
        );
      });
    },

    /** The stored days between two market days (inclusive), with their play totals: one row each. */
    async days(startDate: string, endDate: string): Promise<StoredDay[]> {
      const rows = await queryRows<DayRow>(
        db,
        sql`SELECT to_char(business_date, 'YYYY-MM-DD') AS day, players::text, deposits::text, deposit_count::text,
                   withdrawals::text, withdrawal_count::text, new_members::text, first_depositors::text,
                   bonuses::text, computed_at, rounds::text, bets::text, valid_bets::text, payouts::text
            FROM report_day
            WHERE merchant_code = ${merchantCode} AND business_date BETWEEN ${startDate}::date AND ${endDate}::date
            ORDER BY business_date`,
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
        rounds: Number(r.rounds),
        bets: BigInt(r.bets),
        validBets: BigInt(r.valid_bets),
        payouts: BigInt(r.payouts),
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
