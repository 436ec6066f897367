// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['system']> = Extract<Endpoints['system'][K], Endpoint>;

export const system = {
  status: /* @__PURE__ */ route<E<'status'>>('GET', '/wps/system/status', 'public'),
  whitelabel: /* @__PURE__ */ route<E<'whitelabel'>>('GET', '/wps/system/whitelabel', 'public'),
  registerSettings: /* @__PURE__ */ route<E<'registerSettings'>>('GET', '/wps/system/setting/register', 'public'),
  domainRoute: /* @__PURE__ */ route<E<'domainRoute'>>('GET', '/wps/system/domainRoute', 'public'),
  helpCenter: /* @__PURE__ */ route<E<'helpCenter'>>('GET', '/wps/system/helpCenter', 'public'),
  publicKey: /* @__PURE__ */ route<E<'publicKey'>>('GET', '/wps/system/publicKey', 'public'),
};
