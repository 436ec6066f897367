import { NoQuery } from '../envelope.js';
import {
  AgentInvitation,
  DownlineRegistered,
  DownlineRegisterRequest,
  TeamDownlines,
  TeamDownlinesQuery,
  TeamOverview,
  TeamOverviewQuery,
} from '../team.js';
import { endpointsOf } from './endpoint.js';

const team = endpointsOf(['team']);

/** The agent centre's team: overview, downlines drill-down, invitation code, direct registration (issue 21). */
export const teamEndpoints = {
  overview: team({
    method: 'GET',
    path: '/wps/agent/team/overview',
    auth: 'agent',
    summary: "Agent: its team's size, sign-ups, balance and figures over market days, with the daily series",
    query: TeamOverviewQuery,
    response: TeamOverview,
  }),
  downlines: team({
    method: 'GET',
    path: '/wps/agent/team/downlines',
    auth: 'agent',
    summary: "Agent: each direct downline's team figures (of the agent, or of `parent` in its team)",
    query: TeamDownlinesQuery,
    response: TeamDownlines,
  }),
  invitation: team({
    method: 'GET',
    path: '/wps/agent/invitation',
    auth: 'agent',
    summary: 'Agent: its invitation code and the registration link that carries it',
    query: NoQuery,
    response: AgentInvitation,
  }),
  registerDownline: team({
    method: 'POST',
    path: '/wps/agent/downline',
    auth: 'agent',
    enc: true,
    summary: 'Agent: open a player account directly below itself (enc; brand username and password rules)',
    body: DownlineRegisterRequest,
    response: DownlineRegistered,
  }),
};
