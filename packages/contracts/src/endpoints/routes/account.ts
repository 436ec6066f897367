// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['account']> = Extract<Endpoints['account'][K], Endpoint>;

export const account = {
  profile: /* @__PURE__ */ route<E<'profile'>>('GET', '/wps/member/profile', 'member'),
  updateProfile: /* @__PURE__ */ route<E<'updateProfile'>>('PUT', '/wps/member/profile', 'member'),
  paymentPassword: /* @__PURE__ */ route<E<'paymentPassword'>>('POST', '/wps/member/paymentPassword', 'member', {
    enc: true,
  }),
  totpSetup: /* @__PURE__ */ route<E<'totpSetup'>>('POST', '/wps/member/totp/setup', 'member'),
  totpConfirm: /* @__PURE__ */ route<E<'totpConfirm'>>('POST', '/wps/member/totp/confirm', 'member', { enc: true }),
  totpRemove: /* @__PURE__ */ route<E<'totpRemove'>>('POST', '/wps/member/totp/remove', 'member', { enc: true }),
  bindMobile: /* @__PURE__ */ route<E<'bindMobile'>>('POST', '/wps/member/mobile', 'member', { enc: true }),
  emailCode: /* @__PURE__ */ route<E<'emailCode'>>('POST', '/wps/verification/email/bind', 'member'),
  bindEmail: /* @__PURE__ */ route<E<'bindEmail'>>('POST', '/wps/member/email', 'member', { enc: true }),
  currentContactCode: /* @__PURE__ */ route<E<'currentContactCode'>>(
    'POST',
    '/wps/member/contact/currentCode',
    'member',
  ),
};
