import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbTransaction } from '../../platform/db.js';
import type { Grain, RollupRow } from './team-fns.js';

type Runner = Pick<Db, 'execute'> | DbTransaction;
const INSERT_CHUNK = 500;

/** Summed figures of a team (or one member's part of it) over a range, as the database adds them. */
export type TeamSums = {
  rounds: number;
  bets: bigint;
  validBets: bigint;
  payouts: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
  profitLoss: bigint;
  activeMembers: number;
  depositors: number;
};
type SumsRow = {
  rounds: string | null;
  bets: string | null;
  valid: string | null;
  payouts: string | null;
  deposits: string | null;
  withdrawals: string | null;
  bonuses: string | null;
  pl: string | null;
  active: string | null;
  depositors: string | null;
};
const sumsOf = (r: SumsRow | undefined): TeamSums => ({
  rounds: Number(r?.rounds ?? 0),
  bets: BigInt(r?.bets ?? 0),
  validBets: BigInt(r?.valid ?? 0),
  payouts: BigInt(r?.payouts ?? 0),
  deposits: BigInt(r?.deposits ?? 0),
  withdrawals: BigInt(r?.withdrawals ?? 0),
  bonuses: BigInt(r?.bonuses ?? 0),
  profitLoss: BigInt(r?.pl ?? 0),
  activeMembers: Number(r?.active ?? 0),
  depositors: Number(r?.depositors ?? 0),
});

/** Per member over the range, then added up: active members and depositors count members, not windows. */
const SUMS = (
  activeThreshold: bigint,
) => sql`sum(rounds)::text AS rounds, sum(bets)::text AS bets, sum(valid)::text AS valid,
  sum(payouts)::text AS payouts, sum(deposits)::text AS deposits, sum(withdrawals)::text AS withdrawals,
  sum(bonuses)::text AS bonuses, sum(pl)::text AS pl,
  count(*) FILTER (WHERE valid >= ${activeThreshold})::text AS active, count(*) FILTER (WHERE dc > 0)::text AS depositors`;
const PER_MEMBER = sql`sum(rounds) AS rounds, sum(bets) AS bets, sum(valid_bets) AS valid, sum(payouts) AS payouts,
  sum(deposits) AS deposits, sum(deposit_count) AS dc, sum(withdrawals) AS withdrawals, sum(bonuses) AS bonuses,
  sum(profit_loss) AS pl`;

/** A member's figures in a window not closed yet (read live, never stored). */
export type OpenWindowRow = Pick<
  RollupRow,
  | 'windowStart'
  | 'memberId'
  | 'rounds'
  | 'bets'
  | 'validBets'
  | 'payouts'
  | 'deposits'
  | 'depositCount'
  | 'withdrawals'
  | 'bonuses'
  | 'profitLoss'
> & { path: string };

const ROW_COLUMNS = sql`member_id, path, window_start, rounds, bets, valid_bets, payouts, deposits, deposit_count,
  withdrawals, bonuses, profit_loss`;

/** The open windows' rows as a relation with team_rollup's columns (none: an empty one). */
function openRows(rows: readonly OpenWindowRow[]): SQL {
  if (rows.length === 0) return sql`SELECT ${ROW_COLUMNS} FROM team_rollup WHERE false`;
  const values = rows.map(
    (r) => sql`(${r.memberId}::bigint, ${r.path}::text, ${r.windowStart}::timestamptz, ${r.rounds}::int,
                ${r.bets}::bigint, ${r.validBets}::bigint, ${r.payouts}::bigint, ${r.deposits}::bigint,
                ${r.depositCount}::int, ${r.withdrawals}::bigint, ${r.bonuses}::bigint, ${r.profitLoss}::bigint)`,
  );
  return sql`SELECT * FROM (VALUES ${sql.join(values, sql`, `)}) AS o(${ROW_COLUMNS})`;
}

/** SQL of the team_rollup tables (module team). */
export function createTeamRepository(db: Db, merchantCode: string) {
  /**
   * Rows of a team over [from, to): closed market days from the day rows, the rest (today so far)
   * from the 5-minute rows, so the figures are at most one window old.
   */
  const dayFrontier = sql`(SELECT coalesce((SELECT closed_until FROM team_rollup_frontier
                             WHERE merchant_code = ${merchantCode} AND grain = 'day'), '-infinity'::timestamptz) AS at) df`;
  const teamRange = (path: string, from: Date, to: Date): SQL => sql`
    merchant_code = ${merchantCode} AND path LIKE ${`${path}%`} AND (
      (grain = 'day' AND window_start >= ${from} AND window_start < LEAST(${to}::timestamptz, df.at))
      OR (grain = '5m' AND window_start >= GREATEST(${from}::timestamptz, df.at) AND window_start < ${to}))`;
  /** The team's stored rows of the range and its rows of the open windows (after every stored one). */
  const teamRows = (path: string, from: Date, to: Date, open: readonly OpenWindowRow[]): SQL => sql`(
    SELECT ${ROW_COLUMNS} FROM team_rollup, ${dayFrontier} WHERE ${teamRange(path, from, to)}
    UNION ALL
    SELECT ${ROW_COLUMNS} FROM (${openRows(open)}) o
    WHERE path LIKE ${`${path}%`} AND window_start >= ${from} AND window_start < ${to}) r`;

  return {
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

    /** A team's figures over [from, to). */
    async teamSums(
      path: string,
      from: Date,
      to: Date,
      activeThreshold: bigint,
      open: readonly OpenWindowRow[] = [],
    ): Promise<TeamSums> {
      const [row] = await queryRows<SumsRow>(
        db,
        sql`SELECT ${SUMS(activeThreshold)} FROM (
              SELECT member_id, ${PER_MEMBER} FROM ${teamRows(path, from, to, open)} GROUP BY member_id) m`,
      );
      return sumsOf(row);
    },

    /**
     * Many teams' figures over [from, to) in one statement, by team path (the agent settlement reads
     * every contract holder's team at once). Each team is its path's range on the path index.
     */
    async teamSumsMany(
      paths: readonly string[],
      from: Date,
      to: Date,
      activeThreshold: bigint,
    ): Promise<Map<string, TeamSums>> {
      if (paths.length === 0) return new Map();
      const rows = await queryRows<SumsRow & { team: string }>(
        db,
        sql`SELECT h.team, ${SUMS(activeThreshold)}
            FROM unnest(${`{${paths.join(',')}}`}::text[]) AS h(team)
            CROSS JOIN LATERAL (
              SELECT member_id, ${PER_MEMBER} FROM team_rollup, ${dayFrontier}
              WHERE merchant_code = ${merchantCode} AND path ~>=~ h.team AND path ~<~ (left(h.team, -1) || '0') AND (
                (grain = 'day' AND window_start >= ${from} AND window_start < LEAST(${to}::timestamptz, df.at))
                OR (grain = '5m' AND window_start >= GREATEST(${from}::timestamptz, df.at) AND window_start < ${to}))
              GROUP BY member_id) m
            GROUP BY h.team`,
      );
      return new Map(rows.map((r) => [r.team, sumsOf(r)]));
    },

    /** A team's figures per market day of [from, to). */
    async teamDays(
      path: string,
      from: Date,
      to: Date,
      zone: string,
      activeThreshold: bigint,
      open: readonly OpenWindowRow[] = [],
    ) {
      const rows = await queryRows<SumsRow & { day: string }>(
        db,
        sql`SELECT day, ${SUMS(activeThreshold)} FROM (
              SELECT (window_start AT TIME ZONE ${zone})::date::text AS day, member_id, ${PER_MEMBER}
              FROM ${teamRows(path, from, to, open)} GROUP BY 1, member_id) m
            GROUP BY day ORDER BY day`,
      );
      return rows.map((r) => ({ day: r.day, ...sumsOf(r) }));
    },

    /** The figures of each direct downline's team below `path` over [from, to), by the downline's id. */
    async downlineSums(
      path: string,
      from: Date,
      to: Date,
      activeThreshold: bigint,
      open: readonly OpenWindowRow[] = [],
    ): Promise<Map<number, TeamSums>> {
      const rows = await queryRows<SumsRow & { downline: string }>(
        db,
        sql`SELECT downline, ${SUMS(activeThreshold)} FROM (
              SELECT split_part(substr(path, ${path.length + 1}), '/', 1) AS downline, member_id, ${PER_MEMBER}
              FROM ${teamRows(path, from, to, open)} WHERE path <> ${path} GROUP BY 1, member_id) m
            GROUP BY downline`,
      );
      return new Map(rows.map((r) => [Number(r.downline), sumsOf(r)]));
    },

    /**
     * The figures over [from, to) of each given member of the team at `path`: of its whole team
     * (itself and everyone below it) or, with `own`, of itself alone; by member id.
     */
    async memberSums(
      path: string,
      from: Date,
      to: Date,
      activeThreshold: bigint,
      open: readonly OpenWindowRow[],
      members: ReadonlyArray<{ id: number; path: string }>,
      own: boolean,
    ): Promise<Map<number, TeamSums>> {
      if (members.length === 0) return new Map();
      const list = sql.join(
        members.map((m) => sql`(${m.id}::bigint, ${m.path}::text)`),
        sql`, `,
      );
      const joins = own ? sql`r.member_id = m.id` : sql`r.path LIKE m.path || '%'`;
      const rows = await queryRows<SumsRow & { owner: string }>(
        db,
        sql`SELECT owner, ${SUMS(activeThreshold)} FROM (
              SELECT m.id AS owner, r.member_id, ${PER_MEMBER}
              FROM (VALUES ${list}) AS m(id, path) JOIN ${teamRows(path, from, to, open)} ON ${joins}
              GROUP BY 1, 2) x
            GROUP BY owner`,
      );
      return new Map(rows.map((r) => [Number(r.owner), sumsOf(r)]));
    },

    /** One page of the team's members with play or money over [from, to), by own bets, with their count. */
    async memberPage(
      path: string,
      from: Date,
      to: Date,
      open: readonly OpenWindowRow[],
      limit: number,
      offset: number,
      memberId?: number,
    ): Promise<{ total: number; rows: Array<TeamSums & { memberId: number }>; totals: TeamSums }> {
      const rows = await queryRows<SumsRow & { member_id: string }>(
        db,
        sql`WITH m AS (SELECT member_id, ${PER_MEMBER} FROM ${teamRows(path, from, to, open)}
                       ${memberId !== undefined ? sql`WHERE member_id = ${memberId}` : sql``} GROUP BY member_id)
            SELECT member_id::text, rounds::text, bets::text, valid::text,
                   payouts::text, deposits::text, withdrawals::text, bonuses::text, pl::text,
                   '0' AS active, CASE WHEN dc > 0 THEN '1' ELSE '0' END AS depositors
            FROM m ORDER BY m.bets DESC NULLS LAST, m.member_id LIMIT ${limit} OFFSET ${offset}`,
      );
      const [all] = await queryRows<SumsRow>(
        db,
        sql`SELECT ${SUMS(0n)} FROM (SELECT member_id, ${PER_MEMBER} FROM ${teamRows(path, from, to, open)}
              ${memberId !== undefined ? sql`WHERE member_id = ${memberId}` : sql``} GROUP BY member_id) m`,
      );
      // Valid bets are never negative: "active at 0" counts every member of the filter.
      return {
        total: Number(all?.active ?? 0),
        rows: rows.map((r) => ({ memberId: Number(r.member_id), ...sumsOf(r) })),
        totals: sumsOf(all),
      };
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
