import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';

/** Reads of the report tables for a range of market days (inclusive), in day order. */
export function createReportQueries(db: Db, merchantCode: string) {
  const range = (start: string, end: string) =>
    sql`merchant_code = ${merchantCode} AND business_date BETWEEN ${start}::date AND ${end}::date`;
  return {
    games: (start: string, end: string) =>
      queryRows<{
        day: string;
        vendor: string;
        game_type: string;
        rounds: string;
        bets: string;
        valid_bets: string;
        payouts: string;
      }>(
        db,
        sql`SELECT to_char(business_date, 'YYYY-MM-DD') AS day, vendor, game_type, rounds::text, bets::text,
                   valid_bets::text, payouts::text
            FROM report_play_day WHERE ${range(start, end)}
            ORDER BY business_date, vendor, game_type`,
      ),
    cash: (start: string, end: string) =>
      queryRows<{ day: string; direction: 'deposit' | 'withdrawal'; channel: string; count: string; amount: string }>(
        db,
        sql`SELECT to_char(business_date, 'YYYY-MM-DD') AS day, direction, channel, count::text, amount::text
            FROM report_cash_day WHERE ${range(start, end)}
            ORDER BY business_date, direction, channel`,
      ),
    members: (start: string, end: string) =>
      queryRows<{ day: string; new_members: string; first_depositors: string; players: string }>(
        db,
        sql`SELECT to_char(business_date, 'YYYY-MM-DD') AS day, new_members::text, first_depositors::text, players::text
            FROM report_day WHERE ${range(start, end)}
            ORDER BY business_date`,
      ),
  };
}
