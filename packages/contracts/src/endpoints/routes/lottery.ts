// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['lottery']> = Extract<Endpoints['lottery'][K], Endpoint>;

export const lottery = {
  lobby: /* @__PURE__ */ route<E<'lobby'>>('GET', '/lotto/lgw/games/lobby', 'public'),
  game: /* @__PURE__ */ route<E<'game'>>('GET', '/lotto/lgw/games/game', 'public'),
  results: /* @__PURE__ */ route<E<'results'>>('GET', '/lotto/lgw/games/results', 'public'),
  openedNumero: /* @__PURE__ */ route<E<'openedNumero'>>('GET', '/lotto/lgw/games/opened/numero', 'public'),
  vnOpenedNumero: /* @__PURE__ */ route<E<'vnOpenedNumero'>>('GET', '/lgw/vn/numeros/opened/game', 'public'),
  placeSlip: /* @__PURE__ */ route<E<'placeSlip'>>('POST', '/lotto/lgw/orders', 'member'),
  cancelTicket: /* @__PURE__ */ route<E<'cancelTicket'>>('POST', '/lotto/lgw/orders/:ticketId/cancel', 'member'),
  tickets: /* @__PURE__ */ route<E<'tickets'>>('GET', '/lotto/lgw/orders', 'session'),
  verify: /* @__PURE__ */ route<E<'verify'>>('GET', '/lotto/api/verify', 'public'),
};
