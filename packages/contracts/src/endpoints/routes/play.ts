// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['play']> = Extract<Endpoints['play'][K], Endpoint>;

export const play = {
  launchGame: /* @__PURE__ */ route<E<'launchGame'>>('GET', '/wps/game/launchGame', 'visitorOrSession'),
  bets: /* @__PURE__ */ route<E<'bets'>>('GET', '/wps/member/bets', 'session'),
  profit: /* @__PURE__ */ route<E<'profit'>>('GET', '/wps/member/profit', 'session'),
};
