// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['seamless']> = Extract<Endpoints['seamless'][K], Endpoint>;

export const seamless = {
  authenticate: /* @__PURE__ */ route<E<'authenticate'>>('POST', '/seamless/v1/authenticate', 'providerSignature'),
  balance: /* @__PURE__ */ route<E<'balance'>>('POST', '/seamless/v1/balance', 'providerSignature'),
  debit: /* @__PURE__ */ route<E<'debit'>>('POST', '/seamless/v1/debit', 'providerSignature'),
  credit: /* @__PURE__ */ route<E<'credit'>>('POST', '/seamless/v1/credit', 'providerSignature'),
  rollback: /* @__PURE__ */ route<E<'rollback'>>('POST', '/seamless/v1/rollback', 'providerSignature'),
};
