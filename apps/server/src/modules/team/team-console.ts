import type { FastifyPluginAsync } from 'fastify';
import {
  CONSOLE_AGENT_TREE_LIMIT,
  isAgentType,
  marketDayRange,
  type ConsoleAgentNode,
  type ConsoleAgentReport,
  type ConsoleAgentReportQuery,
  type ConsoleAgentStep,
  type ConsoleAgentTree,
  type ConsoleAgentTreeQuery,
} from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';
import { AppError } from '../../platform/errors.js';
import type { AgentTreeConsole } from '../identity/member/agent-tree-console.js';
import type { MemberDirectory } from '../identity/member/member-directory.js';
import type { TeamMemberList, TeamMemberRow } from '../identity/member/team-members.js';
import { ACTIVE_VALID_BET } from './team-fns.js';
import type { OpenWindowRow, TeamRepository, TeamSums } from './team-repository.js';
import { EMPTY, teamFigures, type TeamService } from './team-service.js';

/** Search results get their team figures one team at a time: fewer of them. */
const SEARCH_LIMIT = 20;

export type TeamConsoleDeps = {
  merchantCode: string;
  timeZone: string;
  repo: TeamRepository;
  team: Pick<TeamService, 'overview'>;
  directory: Pick<MemberDirectory, 'inBrandById'>;
  list: Pick<TeamMemberList, 'list' | 'namesOf'>;
  agents: AgentTreeConsole;
  openWindows: (now: Date) => Promise<OpenWindowRow[]>;
  clock: () => Date;
};

/**
 * The console's agent tree and per-agent reports (permission agents.manage): any member's
 * direct downlines or the top agents, agents found by username, one agent's team by day.
 */
export function createTeamConsole(deps: TeamConsoleDeps) {
  const { merchantCode, timeZone, repo } = deps;

  /** The members on a path (ids between slashes), the top first. */
  async function trailOf(path: string): Promise<ConsoleAgentStep[]> {
    const ids = path.split('/').filter(Boolean).map(Number);
    const names = await deps.list.namesOf(ids);
    return ids.map((id) => ({ id, username: names.get(id)?.username ?? '' }));
  }

  const node = (r: TeamMemberRow, sums: TeamSums | undefined): ConsoleAgentNode => ({
    id: r.id,
    username: r.username,
    isAgent: isAgentType(r.type),
    teamSize: r.teamSize,
    registeredAt: r.createdAt.toISOString(),
    ...teamFigures(sums ?? EMPTY),
  });

  return {
    async tree(q: ConsoleAgentTreeQuery): Promise<ConsoleAgentTree> {
      const { from, to } = marketDayRange(q.startDate, q.endDate, timeZone);
      const open = await deps.openWindows(deps.clock());
      if (q.q) {
        const found = await deps.agents.search(q.q, SEARCH_LIMIT);
        const rows = found.slice(0, SEARCH_LIMIT);
        const nodes = await Promise.all(
          rows.map(async (r) => ({
            ...node(r, await repo.teamSums(r.path, from, to, ACTIVE_VALID_BET, open)),
            trail: await trailOf(r.path),
          })),
        );
        return { parent: null, nodes, truncated: found.length > SEARCH_LIMIT };
      }
      if (q.parentId === undefined) {
        const found = await deps.agents.topAgents(CONSOLE_AGENT_TREE_LIMIT);
        const sums = await repo.downlineSums('/', from, to, ACTIVE_VALID_BET, open);
        const rows = found.slice(0, CONSOLE_AGENT_TREE_LIMIT);
        return { parent: null, nodes: rows.map((r) => node(r, sums.get(r.id))), truncated: found.length > rows.length };
      }
      const parent = await deps.directory.inBrandById(merchantCode, q.parentId);
      if (!parent) throw new AppError('NOT_FOUND');
      const [found, sums, trail] = await Promise.all([
        deps.list.list(parent.path, { parentId: parent.id, kind: 'ALL' }, CONSOLE_AGENT_TREE_LIMIT + 1),
        repo.downlineSums(parent.path, from, to, ACTIVE_VALID_BET, open),
        trailOf(parent.path),
      ]);
      const rows = found.slice(0, CONSOLE_AGENT_TREE_LIMIT);
      return {
        parent: { id: parent.id, username: parent.username, trail },
        nodes: rows.map((r) => node(r, sums.get(r.id))),
        truncated: found.length > rows.length,
      };
    },

    async report(id: number, q: ConsoleAgentReportQuery): Promise<ConsoleAgentReport> {
      const agent = await deps.directory.inBrandById(merchantCode, id);
      if (!agent || !isAgentType(agent.type)) throw new AppError('NOT_FOUND');
      const [overview, trail] = await Promise.all([deps.team.overview(agent.id, q), trailOf(agent.path)]);
      return { ...overview, id: agent.id, username: agent.username, trail };
    },
  };
}
export type TeamConsole = ReturnType<typeof createTeamConsole>;

export const teamConsoleRoutes =
  (console_: TeamConsole): FastifyPluginAsync =>
  async (app) => {
    defineRoute(app, endpoints.console.agentTree, (request) => console_.tree(request.query));
    defineRoute(app, endpoints.console.agentReport, (request) => console_.report(request.params.id, request.query));
  };
