// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['dev']> = Extract<Endpoints['dev'][K], Endpoint>;

export const dev = {
  inbox: /* @__PURE__ */ route<E<'inbox'>>('GET', '/dev/api/inbox', 'public'),
  captchaAnswer: /* @__PURE__ */ route<E<'captchaAnswer'>>('GET', '/dev/api/captcha/:captchaId', 'public'),
  phoneAuthToken: /* @__PURE__ */ route<E<'phoneAuthToken'>>('POST', '/dev/api/phoneAuth/token', 'public'),
  clock: /* @__PURE__ */ route<E<'clock'>>('POST', '/dev/api/clock', 'public'),
};
