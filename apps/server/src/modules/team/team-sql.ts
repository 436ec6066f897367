import { sql, type SQL } from 'drizzle-orm';
import type { RollupRow } from './team-fns.js';

// The team reads' shared SQL: how a team's rows over a range are selected and added up.

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
export type SumsRow = {
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
export const sumsOf = (r: SumsRow | undefined): TeamSums => ({
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
export const SUMS = (
  activeThreshold: bigint,
) => sql`sum(rounds)::text AS rounds, sum(bets)::text AS bets, sum(valid)::text AS valid,
  sum(payouts)::text AS payouts, sum(deposits)::text AS deposits, sum(withdrawals)::text AS withdrawals,
  sum(bonuses)::text AS bonuses, sum(pl)::text AS pl,
  count(*) FILTER (WHERE valid >= ${activeThreshold})::text AS active, count(*) FILTER (WHERE dc > 0)::text AS depositors`;
export const PER_MEMBER = sql`sum(rounds) AS rounds, sum(bets) AS bets, sum(valid_bets) AS valid, sum(payouts) AS payouts,
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

export const ROW_COLUMNS = sql`member_id, path, window_start, rounds, bets, valid_bets, payouts, deposits, deposit_count,
  withdrawals, bonuses, profit_loss`;

/** The open windows' rows as a relation with team_rollup's columns (none: an empty one). */
export function openRows(rows: readonly OpenWindowRow[]): SQL {
  if (rows.length === 0) return sql`SELECT ${ROW_COLUMNS} FROM team_rollup WHERE false`;
  const values = rows.map(
    (r) => sql`(${r.memberId}::bigint, ${r.path}::text, ${r.windowStart}::timestamptz, ${r.rounds}::int,
                ${r.bets}::bigint, ${r.validBets}::bigint, ${r.payouts}::bigint, ${r.deposits}::bigint,
                ${r.depositCount}::int, ${r.withdrawals}::bigint, ${r.bonuses}::bigint, ${r.profitLoss}::bigint)`,
  );
  return sql`SELECT * FROM (VALUES ${sql.join(values, sql`, `)}) AS o(${ROW_COLUMNS})`;
}

/**
 * Rows of a team over [from, to): closed market days from the day rows, the rest (today so far)
 * from the 5-minute rows, so the figures are at most one window old; and the team's rows of the
 * open windows (after every stored one).
 */
export function teamRowsOf(merchantCode: string) {
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

  return { dayFrontier, teamRows };
}
