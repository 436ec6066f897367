// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['house']> = Extract<Endpoints['house'][K], Endpoint>;

export const house = {
  session: /* @__PURE__ */ route<E<'session'>>('POST', '/house/api/session', 'public'),
  balance: /* @__PURE__ */ route<E<'balance'>>('GET', '/house/api/balance', 'gameSession'),
  slotSpin: /* @__PURE__ */ route<E<'slotSpin'>>('POST', '/house/api/slot/spin', 'gameSession'),
  baccaratDeal: /* @__PURE__ */ route<E<'baccaratDeal'>>('POST', '/house/api/baccarat/deal', 'gameSession'),
  dragonTigerDeal: /* @__PURE__ */ route<E<'dragonTigerDeal'>>('POST', '/house/api/dragon-tiger/deal', 'gameSession'),
  history: /* @__PURE__ */ route<E<'history'>>('GET', '/house/api/history', 'gameSession'),
  client: /* @__PURE__ */ route<E<'client'>>('GET', '/house/play/*', 'public', { responseKind: 'static' }),
};
