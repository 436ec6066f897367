import {
  ConsoleAgentParams,
  ConsoleAgentReport,
  ConsoleAgentReportQuery,
  ConsoleAgentTree,
  ConsoleAgentTreeQuery,
} from '../console-agents.js';
import { endpointsOf } from './endpoint.js';

const console_ = endpointsOf(['console']);

/** The console's agent tree and per-agent reports (issue 21). */
export const consoleAgentEndpoints = {
  agentTree: console_({
    method: 'GET',
    path: '/console/api/agents/tree',
    auth: 'staff',
    permission: 'agents.manage',
    summary:
      "The agent tree: top agents, or a member's direct downlines, or agents found by username; team size and figures each",
    description:
      'Figures over market days of the range (at most 92), from the team rollups; NOT_FOUND for an unknown parent.',
    query: ConsoleAgentTreeQuery,
    response: ConsoleAgentTree,
  }),
  agentReport: console_({
    method: 'GET',
    path: '/console/api/agents/:id/report',
    auth: 'staff',
    permission: 'agents.manage',
    summary: "One agent's team figures over the range, and each market day's",
    description: 'NOT_FOUND when the member is unknown or not an agent.',
    params: ConsoleAgentParams,
    query: ConsoleAgentReportQuery,
    response: ConsoleAgentReport,
  }),
};
