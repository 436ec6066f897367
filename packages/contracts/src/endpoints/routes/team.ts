// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['team']> = Extract<Endpoints['team'][K], Endpoint>;

export const team = {
  overview: /* @__PURE__ */ route<E<'overview'>>('GET', '/wps/agent/team/overview', 'agent'),
  downlines: /* @__PURE__ */ route<E<'downlines'>>('GET', '/wps/agent/team/downlines', 'agent'),
  invitation: /* @__PURE__ */ route<E<'invitation'>>('GET', '/wps/agent/invitation', 'agent'),
  registerDownline: /* @__PURE__ */ route<E<'registerDownline'>>('POST', '/wps/agent/downline', 'agent', { enc: true }),
  members: /* @__PURE__ */ route<E<'members'>>('GET', '/wps/agent/team/members', 'agent'),
  bets: /* @__PURE__ */ route<E<'bets'>>('GET', '/wps/agent/team/bets', 'agent'),
  profit: /* @__PURE__ */ route<E<'profit'>>('GET', '/wps/agent/team/profit', 'agent'),
  transactions: /* @__PURE__ */ route<E<'transactions'>>('GET', '/wps/agent/team/transactions', 'agent'),
  links: /* @__PURE__ */ route<E<'links'>>('GET', '/wps/agent/links', 'agent'),
  createLink: /* @__PURE__ */ route<E<'createLink'>>('POST', '/wps/agent/links', 'agent'),
  announcements: /* @__PURE__ */ route<E<'announcements'>>('GET', '/wps/agent/announcements', 'agent'),
};
