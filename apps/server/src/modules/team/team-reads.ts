import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import { PER_MEMBER, SUMS, sumsOf, teamRowsOf, type OpenWindowRow, type SumsRow, type TeamSums } from './team-sql.js';

/** The team reports' reads of team_rollup (module team): a team's, its downlines' and its members' figures. */
export function createTeamReads(db: Db, merchantCode: string) {
  const { dayFrontier, teamRows } = teamRowsOf(merchantCode);
  return {
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
