// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['identity']> = Extract<Endpoints['identity'][K], Endpoint>;

export const identity = {
  imageCaptcha: /* @__PURE__ */ route<E<'imageCaptcha'>>('GET', '/wps/captcha', 'public'),
  imageCaptchaAudio: /* @__PURE__ */ route<E<'imageCaptchaAudio'>>('GET', '/wps/captcha/:captchaId/audio', 'public'),
  sliderCaptcha: /* @__PURE__ */ route<E<'sliderCaptcha'>>('GET', '/wps/captcha/slider', 'public'),
  smsNoLogin: /* @__PURE__ */ route<E<'smsNoLogin'>>('POST', '/wps/verification/sms/noLogin', 'public'),
  emailNewNetwork: /* @__PURE__ */ route<E<'emailNewNetwork'>>('POST', '/wps/verification/email/newNetwork', 'public'),
  smsRegister: /* @__PURE__ */ route<E<'smsRegister'>>('POST', '/wps/verification/sms/register', 'public'),
  countries: /* @__PURE__ */ route<E<'countries'>>('GET', '/wps/system/countries', 'public'),
  register: /* @__PURE__ */ route<E<'register'>>('PUT', '/wps/member/register', 'public', { enc: true }),
  registerMobile: /* @__PURE__ */ route<E<'registerMobile'>>('PUT', '/wps/member/register/mobile', 'public', {
    enc: true,
  }),
  affiliate: /* @__PURE__ */ route<E<'affiliate'>>('GET', '/wps/agent/affiliate', 'public'),
  memberInfo: /* @__PURE__ */ route<E<'memberInfo'>>('GET', '/wps/member/info', 'session'),
  memberIcon: /* @__PURE__ */ route<E<'memberIcon'>>('GET', '/wps/member/info/icon', 'session'),
  changePassword: /* @__PURE__ */ route<E<'changePassword'>>('POST', '/wps/member/password', 'member', { enc: true }),
  forgotPasswordEmail: /* @__PURE__ */ route<E<'forgotPasswordEmail'>>('POST', '/wps/member/password/email', 'public', {
    bodyKind: 'form',
  }),
  resetPassword: /* @__PURE__ */ route<E<'resetPassword'>>('POST', '/wps/member/password/reset', 'public'),
  forgotPasswordMobile: /* @__PURE__ */ route<E<'forgotPasswordMobile'>>(
    'POST',
    '/wps/member/password/verification',
    'public',
  ),
  login: /* @__PURE__ */ route<E<'login'>>('POST', '/wps/session/login', 'public', { enc: true }),
  freeplay: /* @__PURE__ */ route<E<'freeplay'>>('POST', '/wps/session/login/freeplay', 'public'),
  logout: /* @__PURE__ */ route<E<'logout'>>('DELETE', '/wps/session/logout', 'session'),
};
