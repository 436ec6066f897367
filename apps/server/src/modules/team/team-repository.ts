import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbTransaction } from '../../platform/db.js';
import type { Grain, RollupRow } from './team-fns.js';
import { createTeamReads } from './team-reads.js';

type Runner = Pick<Db, 'execute'> | DbTransaction;
const INSERT_CHUNK = 500;

export type { OpenWindowRow, TeamSums } from './team-sql.js';

/** SQL of the team_rollup tables (module team): the frontiers and the closed windows' rows; the reads in team-reads.ts. */
export function createTeamRepository(db: Db, merchantCode: string) {
  return {
    ...createTeamReads(db, merchantCode),
    /** Locks the grain's frontier for the rest of `tx` (created at `initial` the first time) and answers it. */
    async lockFrontier(tx: DbTransaction, grain: Grain, initial: Date): Promise<Date> {
      await tx.execute(sql`INSERT INTO team_rollup_frontier (merchant_code, grain, closed_until)
                           VALUES (${merchantCode}, ${grain}, ${initial}) ON CONFLICT DO NOTHING`);
      const [row] = await queryRows<{ at: Date | string }>(
        tx,
        sql`SELECT closed_until AS at FROM team_rollup_frontier
            WHERE merchant_code = ${merchantCode} AND grain = ${grain} FOR UPDATE`,
      );
      return new Date(row!.at);
    },

    async moveFrontier(tx: DbTransaction, grain: Grain, to: Date): Promise<void> {
      await tx.execute(sql`UPDATE team_rollup_frontier SET closed_until = ${to}
                           WHERE merchant_code = ${merchantCode} AND grain = ${grain}`);
    },

    async frontiers(): Promise<Partial<Record<Grain, Date>>> {
      const rows = await queryRows<{ grain: Grain; at: Date | string }>(
        db,
        sql`SELECT grain, closed_until AS at FROM team_rollup_frontier WHERE merchant_code = ${merchantCode}`,
      );
      return Object.fromEntries(rows.map((r) => [r.grain, new Date(r.at)]));
    },

    /** The start, in the brand's zone, of the hour or day holding `at`. */
    async zoneFloor(tx: Runner, unit: 'hour' | 'day', at: Date, zone: string): Promise<Date> {
      const [row] = await queryRows<{ at: Date | string }>(
        tx,
        sql`SELECT date_trunc(${unit}, ${at}::timestamptz AT TIME ZONE ${zone}) AT TIME ZONE ${zone} AS at`,
      );
      return new Date(row!.at);
    },

    async insertWindows(tx: DbTransaction, rows: ReadonlyArray<RollupRow & { path: string }>): Promise<void> {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const values = rows.slice(i, i + INSERT_CHUNK).map(
          (
            r,
          ) => sql`(${merchantCode}, '5m', ${r.windowStart}, ${r.memberId}, ${r.path}, ${r.rounds}, ${r.bets}, ${r.validBets},
                      ${r.payouts}, ${r.deposits}, ${r.depositCount}, ${r.withdrawals}, ${r.withdrawalCount}, ${r.bonuses},
                      ${r.profitLoss}, ${r.active})`,
        );
        await tx.execute(sql`INSERT INTO team_rollup (merchant_code, grain, window_start, member_id, path, rounds, bets,
                               valid_bets, payouts, deposits, deposit_count, withdrawals, withdrawal_count, bonuses,
                               profit_loss, active)
                             VALUES ${sql.join(values, sql`, `)} ON CONFLICT DO NOTHING`);
      }
    },

    /** Hour or day rows of [from, to) summed from the (closed) 5-minute rows, windows cut in the brand's zone. */
    async sumInto(
      tx: DbTransaction,
      grain: 'hour' | 'day',
      from: Date,
      to: Date,
      zone: string,
      activeThreshold: bigint,
    ) {
      await tx.execute(sql`
        INSERT INTO team_rollup (merchant_code, grain, window_start, member_id, path, rounds, bets, valid_bets, payouts,
                                 deposits, deposit_count, withdrawals, withdrawal_count, bonuses, profit_loss, active)
        SELECT merchant_code, ${grain}, date_trunc(${grain}, window_start AT TIME ZONE ${zone}) AT TIME ZONE ${zone},
               member_id, max(path), sum(rounds), sum(bets), sum(valid_bets), sum(payouts), sum(deposits),
               sum(deposit_count), sum(withdrawals), sum(withdrawal_count), sum(bonuses), sum(profit_loss),
               sum(valid_bets) >= ${activeThreshold}
        FROM team_rollup
        WHERE merchant_code = ${merchantCode} AND grain = '5m' AND window_start >= ${from} AND window_start < ${to}
        GROUP BY merchant_code, 3, member_id
        ON CONFLICT DO NOTHING`);
    },

    /** Every stored row of a grain (the property test compares them with a recomputation). */
    rowsOf: (grain: Grain) =>
      queryRows<{
        window_start: Date | string;
        member_id: string;
        bets: string;
        valid_bets: string;
        payouts: string;
        deposits: string;
        withdrawals: string;
        bonuses: string;
        profit_loss: string;
        active: boolean;
      }>(
        db,
        sql`SELECT window_start, member_id::text, bets::text, valid_bets::text, payouts::text, deposits::text,
                   withdrawals::text, bonuses::text, profit_loss::text, active
            FROM team_rollup WHERE merchant_code = ${merchantCode} AND grain = ${grain}
            ORDER BY window_start, member_id`,
      ),
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
