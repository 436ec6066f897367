import {
  AccountProfile,
  BindEmailRequest,
  BindMobileRequest,
  EmailCodeRequest,
  PaymentPasswordRequest,
  CurrentContactCodeRequest,
  TotpCodeRequest,
  TotpSetup,
  TotpSetupRequest,
  UpdateProfileRequest,
} from '../account.js';
import { Done, NoQuery } from '../envelope.js';
import {
  DevClock,
  DevClockAdvance,
  DevInboxQuery,
  DevMessage,
  DevPhoneAuthTokenRequest,
  PhoneAuthToken,
  SmsSent,
} from '../identity.js';
import { DevCaptchaAnswer, DevCaptchaParams } from '../captcha.js';
import { endpointsOf } from './endpoint.js';

// Trial members have no account to manage (spec §6): every account call is a real member's.
const account = endpointsOf(['account']);
const dev = endpointsOf(['dev']);

/** The member's own account: profile, withdraw password, authenticator, mobile and e-mail. */
export const accountEndpoints = {
  profile: account({
    method: 'GET',
    path: '/wps/member/profile',
    auth: 'member',
    duringPasswordChange: true,
    summary: 'My account profile',
    query: NoQuery,
    response: AccountProfile,
  }),
  updateProfile: account({
    method: 'PUT',
    path: '/wps/member/profile',
    auth: 'member',
    summary: 'Update profile fields the brand shows',
    body: UpdateProfileRequest,
    response: Done,
  }),
  paymentPassword: account({
    method: 'POST',
    path: '/wps/member/paymentPassword',
    auth: 'member',
    enc: true,
    summary: 'Set or change the withdraw password (enc)',
    body: PaymentPasswordRequest,
    response: Done,
  }),
  totpSetup: account({
    method: 'POST',
    path: '/wps/member/totp/setup',
    auth: 'member',
    summary: 'Start binding an authenticator (replacing a bound one needs its current code)',
    body: TotpSetupRequest,
    response: TotpSetup,
  }),
  totpConfirm: account({
    method: 'POST',
    path: '/wps/member/totp/confirm',
    auth: 'member',
    enc: true,
    summary: 'Bind the authenticator with its first code and the login password (enc)',
    body: TotpCodeRequest,
    response: Done,
  }),
  totpRemove: account({
    method: 'POST',
    path: '/wps/member/totp/remove',
    auth: 'member',
    enc: true,
    summary: 'Unbind the authenticator: a current code and the login password (enc)',
    body: TotpCodeRequest,
    response: Done,
  }),
  bindMobile: account({
    method: 'POST',
    path: '/wps/member/mobile',
    auth: 'member',
    enc: true,
    summary:
      'Bind or change the mobile number: its SMS code, the login password, the authenticator code when bound, a code to the bound number when changing (enc)',
    body: BindMobileRequest,
    response: Done,
  }),
  emailCode: account({
    method: 'POST',
    path: '/wps/verification/email/bind',
    auth: 'member',
    summary: 'Mail a code to the e-mail address to bind (throttled like SMS: 1 per second, hourly caps)',
    body: EmailCodeRequest,
    response: SmsSent,
  }),
  bindEmail: account({
    method: 'POST',
    path: '/wps/member/email',
    auth: 'member',
    enc: true,
    summary:
      'Bind or change the e-mail: its mailed code, the login password, the authenticator code when bound, a code to the bound address when changing (enc)',
    body: BindEmailRequest,
    response: Done,
  }),
  currentContactCode: account({
    method: 'POST',
    path: '/wps/member/contact/currentCode',
    auth: 'member',
    summary: 'Send a code to the mobile or e-mail bound now, to prove it before changing it (throttled like SMS)',
    body: CurrentContactCodeRequest,
    response: SmsSent,
  }),
};

/**
 * Development helpers: the dev inbox (DEV_INBOX), and outside production a live captcha's answer
 * and the local phone-auth service's ID token. Registered only where the configuration allows.
 */
export const devEndpoints = {
  inbox: dev({
    method: 'GET',
    path: '/dev/api/inbox',
    summary: 'Latest messages of the local SMS and mail providers',
    query: DevInboxQuery,
    response: DevMessage.array(),
  }),
  captchaAnswer: dev({
    method: 'GET',
    path: '/dev/api/captcha/:captchaId',
    summary: 'Answer of a live captcha: the text, or the slider x',
    params: DevCaptchaParams,
    response: DevCaptchaAnswer,
  }),
  phoneAuthToken: dev({
    method: 'POST',
    path: '/dev/api/phoneAuth/token',
    summary: 'ID token of the local phone-auth service for a phone (PHONEAUTH on), for login type phoneAuth',
    body: DevPhoneAuthTokenRequest,
    response: PhoneAuthToken,
  }),
  clock: dev({
    method: 'POST',
    path: '/dev/api/clock',
    summary: 'Moves the server clock forward (TEST_CLOCK, NODE_ENV=test only), so a test can close a day',
    body: DevClockAdvance,
    response: DevClock,
  }),
};
