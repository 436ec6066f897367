// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['content']> = Extract<Endpoints['content'][K], Endpoint>;

export const content = {
  announcements: /* @__PURE__ */ route<E<'announcements'>>('GET', '/lgw/games/announcements', 'public'),
  relayAnnouncements: /* @__PURE__ */ route<E<'relayAnnouncements'>>('GET', '/wps/relay/announcements', 'public'),
  banners: /* @__PURE__ */ route<E<'banners'>>('GET', '/wps/content/banners', 'public'),
};
