import { sql } from 'drizzle-orm';
import { AGENT_TYPES } from '@fortuna/contracts';
import { queryRows, type Db } from '../../../platform/db.js';
import type { TeamMemberRow } from './team-members.js';

const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Identity's reads for the console's agent tree (issue 21): the top agents (agents without an
 * upline) and agents found by the start of their username at any depth, each with its team size,
 * by username, at most `limit` (one more is read to tell the list was cut).
 */
export function createAgentTreeConsole(db: Db, merchantCode: string) {
  const agents = `{${AGENT_TYPES.join(',')}}`;
  async function read(where: ReturnType<typeof sql>, limit: number): Promise<TeamMemberRow[]> {
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
          WHERE d.merchant_code = ${merchantCode} AND d.type = ANY(${agents}::smallint[]) AND ${where}
          ORDER BY d.username LIMIT ${limit + 1}`,
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
  return {
    topAgents: (limit: number) => read(sql`d.parent_id IS NULL`, limit),
    search: (keyword: string, limit: number) =>
      read(sql`lower(d.username) LIKE ${likePrefix(keyword.toLowerCase())}`, limit),
  };
}
export type AgentTreeConsole = ReturnType<typeof createAgentTreeConsole>;
