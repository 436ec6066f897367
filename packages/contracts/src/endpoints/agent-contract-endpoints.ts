import { NoQuery } from '../envelope.js';
import {
  AgentContract,
  AgentContracts,
  ConsoleContractQuery,
  ConsoleContracts,
  ContractAccepted,
  ContractAcceptPreview,
  ContractAcceptRequest,
  ContractEvents,
  ContractFlags,
  ContractIdParams,
  ContractOfferRequest,
  ContractReasonRequest,
} from '../agent-contract-api.js';
import { endpointsOf } from './endpoint.js';

const agent = endpointsOf(['contracts']);
const console_ = endpointsOf(['console']);

/** Agent contracts in the agent centre: offer, accept or reject, terminate (issue 21, spec §4 Contracts). */
export const agentContractEndpoints = {
  flags: agent({
    method: 'GET',
    path: '/wps/agent/contracts/consolidated',
    auth: 'member',
    summary:
      'Consolidated settings: which kinds have an offer waiting (the contract modal), enableSalary, enableContract',
    query: NoQuery,
    response: ContractFlags,
  }),
  list: agent({
    method: 'GET',
    path: '/wps/agent/contracts',
    auth: 'agent',
    summary: 'Agent: its own contracts (waiting and in force) and those it gave its direct downlines',
    query: NoQuery,
    response: AgentContracts,
  }),
  offer: agent({
    method: 'POST',
    path: '/wps/agent/contracts/offer',
    auth: 'agent',
    summary: 'Agent: offer terms to a direct downline agent (needs its own contract of the kind in force)',
    description:
      'Tier rates strictly increase, thresholds within the system limits, and no rate above the offering agent’s own at the same thresholds.',
    body: ContractOfferRequest,
    response: AgentContract,
  }),
  preview: agent({
    method: 'GET',
    path: '/wps/agent/contracts/:id/preview',
    auth: 'agent',
    summary:
      'Agent: an offer waiting for it, the contract it replaces, and the direct downlines whose contracts would end',
    params: ContractIdParams,
    query: NoQuery,
    response: ContractAcceptPreview,
  }),
  accept: agent({
    method: 'POST',
    path: '/wps/agent/contracts/:id/accept',
    auth: 'agent',
    summary:
      'Agent: accept an offer (confirm: true when it ends downlines’ contracts, which end in the same transaction)',
    params: ContractIdParams,
    body: ContractAcceptRequest,
    response: ContractAccepted,
  }),
  reject: agent({
    method: 'POST',
    path: '/wps/agent/contracts/:id/reject',
    auth: 'agent',
    summary: 'Agent: reject an offer waiting for it',
    params: ContractIdParams,
    body: ContractReasonRequest,
    response: AgentContract,
  }),
  terminate: agent({
    method: 'POST',
    path: '/wps/agent/contracts/:id/terminate',
    auth: 'agent',
    summary: 'Agent: end a contract it gave (or withdraw its offer); its downlines’ contracts of the kind end with it',
    params: ContractIdParams,
    body: ContractReasonRequest,
    response: AgentContract,
  }),
};

/** The console's top agents' contracts (agents.manage). */
export const consoleAgentContractEndpoints = {
  consoleContracts: console_({
    method: 'GET',
    path: '/console/api/agent-contracts',
    auth: 'staff',
    permission: 'agents.manage',
    summary: "Top agents' contracts (or one member's, any level, with username), newest first",
    query: ConsoleContractQuery,
    response: ConsoleContracts,
  }),
  consoleOfferContract: console_({
    method: 'POST',
    path: '/console/api/agent-contracts/offer',
    auth: 'staff',
    permission: 'agents.manage',
    summary: 'Offer a contract to a top agent (the platform is its upline); audited',
    body: ContractOfferRequest,
    response: AgentContract,
  }),
  consoleTerminateContract: console_({
    method: 'POST',
    path: '/console/api/agent-contracts/:id/terminate',
    auth: 'staff',
    permission: 'agents.manage',
    summary: "End a top agent's contract or offer; its team's contracts of the kind end with it; audited",
    params: ContractIdParams,
    body: ContractReasonRequest,
    response: AgentContract,
  }),
  consoleContractEvents: console_({
    method: 'GET',
    path: '/console/api/agent-contracts/:id/events',
    auth: 'staff',
    permission: 'agents.manage',
    summary: 'A contract and its append-only history (who, what, old and new terms, reason, when)',
    params: ContractIdParams,
    query: NoQuery,
    response: ContractEvents,
  }),
};
