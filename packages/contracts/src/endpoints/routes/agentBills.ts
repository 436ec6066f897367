// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['agentBills']> = Extract<Endpoints['agentBills'][K], Endpoint>;

export const agentBills = {
  bills: /* @__PURE__ */ route<E<'bills'>>('GET', '/wps/agent/bills', 'agent'),
  income: /* @__PURE__ */ route<E<'income'>>('GET', '/wps/agent/income', 'agent'),
};
