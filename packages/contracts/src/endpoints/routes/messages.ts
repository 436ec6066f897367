// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['messages']> = Extract<Endpoints['messages'][K], Endpoint>;

export const messages = {
  publicState: /* @__PURE__ */ route<E<'publicState'>>('GET', '/wps/member/publicState', 'session'),
  list: /* @__PURE__ */ route<E<'list'>>('GET', '/wps/member/messages', 'member'),
  markRead: /* @__PURE__ */ route<E<'markRead'>>('POST', '/wps/member/messages/read', 'member'),
  events: /* @__PURE__ */ route<E<'events'>>('GET', '/wps/member/events', 'session', { responseKind: 'eventStream' }),
};
