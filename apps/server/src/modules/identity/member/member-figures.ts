import { sql } from 'drizzle-orm';
import { MEMBER_TYPE } from '@fortuna/contracts';
import { queryRows, type Db } from '../../../platform/db.js';

/**
 * Identity's figures for the console's dashboard and reports: members and agents who signed up
 * in a time range (free-trial accounts and operators left out).
 */
export function createMemberFigures(db: Db, merchantCode: string) {
  return {
    async signUps(from: Date, to: Date): Promise<number> {
      const [row] = await queryRows<{ n: string }>(
        db,
        sql`SELECT count(*)::text AS n FROM member
            WHERE merchant_code = ${merchantCode} AND created_at >= ${from} AND created_at < ${to}
              AND type NOT IN (${MEMBER_TYPE.TRIAL}, ${MEMBER_TYPE.OPERATOR})`,
      );
      return Number(row?.n ?? 0);
    },

    /** A team's members (the agent and everyone below it, by path prefix) and who of them signed up in [from, to). */
    async team(path: string, from: Date, to: Date): Promise<{ ids: number[]; newRegistrations: number }> {
      const rows = await queryRows<{ id: string; fresh: boolean }>(
        db,
        sql`SELECT id::text, (created_at >= ${from} AND created_at < ${to} AND path <> ${path}) AS fresh FROM member
            WHERE merchant_code = ${merchantCode} AND path LIKE ${`${path}%`}`,
      );
      return { ids: rows.map((r) => Number(r.id)), newRegistrations: rows.filter((r) => r.fresh).length };
    },

    /** The team paths of members (the team rollups copy them). */
    async pathsOf(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await queryRows<{ id: string; path: string }>(
        db,
        sql`SELECT id::text, path FROM member WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
      );
      return new Map(rows.map((r) => [Number(r.id), r.path]));
    },

    /** A member's direct downlines with the size of each one's team (itself included), by username. */
    async directDownlines(
      parentId: number,
    ): Promise<Array<{ id: number; username: string; type: number; path: string; createdAt: Date; teamSize: number }>> {
      const rows = await queryRows<{
        id: string;
        username: string;
        type: number;
        path: string;
        created_at: Date | string;
        size: string;
      }>(
        db,
        sql`SELECT d.id::text, d.username, d.type, d.path, d.created_at,
                   (SELECT count(*) FROM member t WHERE t.merchant_code = d.merchant_code AND t.path LIKE d.path || '%')::text AS size
            FROM member d WHERE d.parent_id = ${parentId} AND d.merchant_code = ${merchantCode}
            ORDER BY d.username`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        username: r.username,
        type: Number(r.type),
        path: r.path,
        createdAt: new Date(r.created_at),
        teamSize: Number(r.size),
      }));
    },

    /** When the brand's first member signed up (null: nobody yet). */
    async firstSignUp(): Promise<Date | null> {
      const [row] = await queryRows<{ at: Date | string | null }>(
        db,
        sql`SELECT min(created_at) AS at FROM member WHERE merchant_code = ${merchantCode}`,
      );
      return row?.at ? new Date(row.at) : null;
    },
  };
}
export type MemberFigures = ReturnType<typeof createMemberFigures>;
