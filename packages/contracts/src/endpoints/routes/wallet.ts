// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['wallet']> = Extract<Endpoints['wallet'][K], Endpoint>;

export const wallet = {
  balance: /* @__PURE__ */ route<E<'balance'>>('GET', '/wps/member/balance', 'session'),
  transactions: /* @__PURE__ */ route<E<'transactions'>>('GET', '/wps/member/transactions', 'session'),
};
