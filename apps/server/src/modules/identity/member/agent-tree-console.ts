import { sql } from 'drizzle-orm';
import { AGENT_TYPES } from '@fortuna/contracts';
import type { Db } from '../../../platform/db.js';
import { likePrefix, readTeamMembers } from './team-members.js';

/**
 * Identity's reads for the console's agent tree (issue 21): the top agents (agents without an
 * upline) and agents found by the start of their username at any depth, each with its team size,
 * by username, at most `limit` (one more is read to tell the list was cut).
 */
export function createAgentTreeConsole(db: Db, merchantCode: string) {
  const agents = `{${AGENT_TYPES.join(',')}}`;
  const read = (where: ReturnType<typeof sql>, limit: number) =>
    readTeamMembers(db, merchantCode, sql`d.type = ANY(${agents}::smallint[]) AND ${where}`, limit + 1);
  return {
    topAgents: (limit: number) => read(sql`d.parent_id IS NULL`, limit),
    search: (keyword: string, limit: number) =>
      read(sql`lower(d.username) LIKE ${likePrefix(keyword.toLowerCase())}`, limit),
  };
}
export type AgentTreeConsole = ReturnType<typeof createAgentTreeConsole>;
