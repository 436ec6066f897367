import {
  TeamBets,
  TeamBetsQuery,
  TeamMembers,
  TeamMembersQuery,
  TeamProfit,
  TeamProfitQuery,
  TeamTransactions,
  TeamTransactionsQuery,
} from '../agent-reports.js';
import { ReferralLink, ReferralLinkRequest, ReferralLinks, ReferralLinksQuery } from '../agent-links.js';
import { AgentAnnouncements, AgentAnnouncementsQuery } from '../content.js';
import { endpointsOf } from './endpoint.js';

const team = endpointsOf(['team']);

/** The agent centre's team reports (issue 21): management, betting, P&L and transactions of the agent's own team. */
export const agentReportEndpoints = {
  members: team({
    method: 'GET',
    path: '/wps/agent/team/members',
    auth: 'agent',
    summary:
      "Agent: members of its team (a level of the tree, or a username search at any depth) with each one's team figures",
    query: TeamMembersQuery,
    response: TeamMembers,
  }),
  bets: team({
    method: 'GET',
    path: '/wps/agent/team/bets',
    auth: 'agent',
    summary: "Agent: its team's rounds, newest first, by member and game category, with totals",
    query: TeamBetsQuery,
    response: TeamBets,
  }),
  profit: team({
    method: 'GET',
    path: '/wps/agent/team/profit',
    auth: 'agent',
    summary: "Agent: profit and loss per team member, or per direct downline's team",
    query: TeamProfitQuery,
    response: TeamProfit,
  }),
  transactions: team({
    method: 'GET',
    path: '/wps/agent/team/transactions',
    auth: 'agent',
    summary: "Agent: its team's deposits, withdrawals, transfers and adjustments, newest first",
    query: TeamTransactionsQuery,
    response: TeamTransactions,
  }),

  links: team({
    method: 'GET',
    path: '/wps/agent/links',
    auth: 'agent',
    summary: 'Agent: its referral links (type, channel, validity, sign-ups), newest first',
    query: ReferralLinksQuery,
    response: ReferralLinks,
  }),
  createLink: team({
    method: 'POST',
    path: '/wps/agent/links',
    auth: 'agent',
    summary: 'Agent: make a referral link that signs up members or agents below it, for a channel and a number of days',
    body: ReferralLinkRequest,
    response: ReferralLink,
  }),
  announcements: team({
    method: 'GET',
    path: '/wps/agent/announcements',
    auth: 'agent',
    summary: 'Agent: the announcements operators wrote for agents (console audience "agents"), live, in its language',
    query: AgentAnnouncementsQuery,
    response: AgentAnnouncements,
  }),
};
