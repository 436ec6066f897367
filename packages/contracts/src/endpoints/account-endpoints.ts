import {
  AccountProfile,
  BindEmailRequest,
  BindMobileRequest,
  EmailCodeRequest,
  PaymentPasswordRequest,
  TotpCodeRequest,
  TotpSetup,
  UpdateProfileRequest,
} from '../account.js';
import { Done, NoQuery } from '../envelope.js';
import {
  DevCaptchaAnswer,
  DevCaptchaParams,
  DevInboxQuery,
  DevMessage,
  DevPhoneAuthTokenRequest,
  PhoneAuthToken,
  SmsSent,
} from '../identity.js';
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
    summary: 'Start binding an authenticator',
    response: TotpSetup,
  }),
  totpConfirm: account({
    method: 'POST',
    path: '/wps/member/totp/confirm',
    auth: 'member',
    summary: 'Bind the authenticator with its first code',
    body: TotpCodeRequest,
    response: Done,
  }),
  totpRemove: account({
    method: 'POST',
    path: '/wps/member/totp/remove',
    auth: 'member',
    summary: 'Unbind the authenticator (needs a current code)',
    body: TotpCodeRequest,
    response: Done,
  }),
  bindMobile: account({
    method: 'POST',
    path: '/wps/member/mobile',
    auth: 'member',
    summary: 'Bind or change the mobile number with an SMS code',
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
    summary: 'Bind or change the e-mail with the code mailed to it',
    body: BindEmailRequest,
    response: Done,
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
};
