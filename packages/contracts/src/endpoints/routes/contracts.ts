// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['contracts']> = Extract<Endpoints['contracts'][K], Endpoint>;

export const contracts = {
  flags: /* @__PURE__ */ route<E<'flags'>>('GET', '/wps/agent/contracts/consolidated', 'member'),
  list: /* @__PURE__ */ route<E<'list'>>('GET', '/wps/agent/contracts', 'agent'),
  offer: /* @__PURE__ */ route<E<'offer'>>('POST', '/wps/agent/contracts/offer', 'agent'),
  preview: /* @__PURE__ */ route<E<'preview'>>('GET', '/wps/agent/contracts/:id/preview', 'agent'),
  accept: /* @__PURE__ */ route<E<'accept'>>('POST', '/wps/agent/contracts/:id/accept', 'agent'),
  reject: /* @__PURE__ */ route<E<'reject'>>('POST', '/wps/agent/contracts/:id/reject', 'agent'),
  terminate: /* @__PURE__ */ route<E<'terminate'>>('POST', '/wps/agent/contracts/:id/terminate', 'agent'),
};
