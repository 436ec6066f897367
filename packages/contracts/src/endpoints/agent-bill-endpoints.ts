import {
  AgentBills,
  AgentBillsQuery,
  AgentIncome,
  AgentIncomeQuery,
  ConsoleAgentBillParams,
  ConsoleAgentBills,
  ConsoleAgentBillsQuery,
  ConsoleSettlementRuns,
  ConsoleSettlementRunsQuery,
  DividendDecided,
  DividendDecision,
} from '../agent-bills.js';
import { endpointsOf } from './endpoint.js';

const agent = endpointsOf(['agent settlement']);
const console_ = endpointsOf(['console']);

/** The agent's settlement records (spec §7 dividend, daily, hourly and real-time salary relays; §2 agentRevenueReport). */
export const agentBillEndpoints = {
  bills: agent({
    method: 'GET',
    path: '/wps/agent/bills',
    auth: 'agent',
    summary: 'Agent: its dividend, daily, hourly or real-time salary bills by period, with status',
    description: 'Periods starting in the market days of the range (at most 92), newest first.',
    query: AgentBillsQuery,
    response: AgentBills,
  }),
  income: agent({
    method: 'GET',
    path: '/wps/agent/income',
    auth: 'agent',
    summary: 'Agent: my income per market day: gross, net and received of each contract kind, and what was paid down',
    query: AgentIncomeQuery,
    response: AgentIncome,
  }),
};

/** The console's settlement pages: bills (the dividend approval queue) and the settled periods. */
export const consoleAgentBillEndpoints = {
  agentBills: console_({
    method: 'GET',
    path: '/console/api/agent-bills',
    auth: 'staff',
    permission: 'agents.manage',
    summary: 'Agent bills by kind, status, agent and period (status UNAPPROVED: the dividend approval queue)',
    query: ConsoleAgentBillsQuery,
    response: ConsoleAgentBills,
  }),
  decideDividend: console_({
    method: 'POST',
    path: '/console/api/agent-bills/:id/decision',
    auth: 'staff',
    permission: 'agents.manage',
    summary: 'Approve (and pay) or reject an unapproved dividend bill, top-down',
    description:
      "CONFLICT while the upline's bill of the period is unapproved; APPROVAL_NOT_PENDING once decided. Audited.",
    params: ConsoleAgentBillParams,
    body: DividendDecision,
    response: DividendDecided,
  }),
  settlementRuns: console_({
    method: 'GET',
    path: '/console/api/agent-settlement/runs',
    auth: 'staff',
    permission: 'agents.manage',
    summary: 'The settled periods of each contract kind: bills, gross and paid, newest first',
    query: ConsoleSettlementRunsQuery,
    response: ConsoleSettlementRuns,
  }),
};
