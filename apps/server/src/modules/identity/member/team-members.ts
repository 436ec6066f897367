import { sql } from 'drizzle-orm';
import { AGENT_TYPES } from '@fortuna/contracts';
import { queryRows, type Db } from '../../../platform/db.js';

/** A member of an agent's team as the team pages list it. */
export type TeamMemberRow = {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  path: string;
  upline: string;
  createdAt: Date;
  /** The member and everyone below it. */
  teamSize: number;
};

export type TeamMemberFilter = {
  /** Direct downlines of this member; without it, the whole team (with `keyword`). */
  parentId?: number | undefined;
  /** A username's beginning, at any depth below the agent. */
  keyword?: string | undefined;
  kind: 'ALL' | 'AGENT' | 'PLAYER';
};

export const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The member rows (each with its upline and team size) that `where` picks, by username, at most `limit`. */
export async function readTeamMembers(
  db: Db,
  merchantCode: string,
  where: ReturnType<typeof sql>,
  limit: number,
): Promise<TeamMemberRow[]> {
  const rows = await queryRows<{
    id: string;
    username: string;
    nickname: string | null;
    type: number;
    path: string;
    upline: string | null;
    created_at: Date | string;
    size: string;
  }>(
    db,
    sql`SELECT d.id::text, d.username, d.nickname, d.type, d.path, u.username AS upline, d.created_at,
               (SELECT count(*) FROM member t WHERE t.merchant_code = d.merchant_code AND t.path LIKE d.path || '%')::text AS size
        FROM member d LEFT JOIN member u ON u.id = d.parent_id
        WHERE d.merchant_code = ${merchantCode} AND ${where}
        ORDER BY d.username LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    username: r.username,
    nickname: r.nickname,
    type: Number(r.type),
    path: r.path,
    upline: r.upline ?? '',
    createdAt: new Date(r.created_at),
    teamSize: Number(r.size),
  }));
}

/**
 * Identity's lists of an agent's team (member.path prefix; the agent itself left out): a level of
 * the tree or a username search, members by username, at most `limit`.
 */
export function createTeamMemberList(db: Db, merchantCode: string) {
  return {
    async list(agentPath: string, f: TeamMemberFilter, limit: number): Promise<TeamMemberRow[]> {
      const agents = `{${AGENT_TYPES.join(',')}}`;
      return readTeamMembers(
        db,
        merchantCode,
        sql`d.path LIKE ${likePrefix(agentPath)} AND d.path <> ${agentPath}
            ${f.parentId !== undefined ? sql`AND d.parent_id = ${f.parentId}` : sql``}
            ${f.keyword ? sql`AND lower(d.username) LIKE ${likePrefix(f.keyword.toLowerCase())}` : sql``}
            ${f.kind === 'AGENT' ? sql`AND d.type = ANY(${agents}::smallint[])` : sql``}
            ${f.kind === 'PLAYER' ? sql`AND NOT d.type = ANY(${agents}::smallint[])` : sql``}`,
        limit,
      );
    },

    /** Usernames (and types) of members by id. */
    async namesOf(ids: readonly number[]): Promise<Map<number, { username: string; type: number; path: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await queryRows<{ id: string; username: string; type: number; path: string }>(
        db,
        sql`SELECT id::text, username, type, path FROM member WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
      );
      return new Map(rows.map((r) => [Number(r.id), { username: r.username, type: Number(r.type), path: r.path }]));
    },

    /** The usernames on the path from `fromPath`'s member down to `path`'s (both included). */
    async trail(fromPath: string, path: string): Promise<string[]> {
      const above = fromPath.split('/').filter(Boolean).length - 1;
      const ids = path.split('/').filter(Boolean).slice(above).map(Number);
      const names = await this.namesOf(ids);
      return ids.map((id) => names.get(id)?.username ?? '');
    },
  };
}
export type TeamMemberList = ReturnType<typeof createTeamMemberList>;
