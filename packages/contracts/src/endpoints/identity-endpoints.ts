import { Done, NoQuery } from '../envelope.js';
import {
  AffiliateCheck,
  AffiliateQuery,
  ChangePasswordRequest,
  Country,
  ForgotPasswordEmailRequest,
  ForgotPasswordMobileRequest,
  FreeplayRequest,
  LoginRequest,
  LoginResult,
  MemberIcon,
  MemberInfo,
  PasswordResetMailed,
  RegisterRequest,
  ResetPasswordRequest,
  SmsNoLoginRequest,
  EmailNewNetworkRequest,
  SmsRegisterRequest,
  SmsSent,
} from '../identity.js';
import { CaptchaAudio, CaptchaAudioParams, CaptchaQuery, ImageCaptcha, SliderCaptcha } from '../captcha.js';
import { endpointsOf } from './endpoint.js';

const captcha = endpointsOf(['captcha']);
const verification = endpointsOf(['verification']);
const member = endpointsOf(['member']);
const session = endpointsOf(['session']);

const register = (path: string, kind: string) =>
  member({
    method: 'PUT',
    path,
    enc: true,
    summary: `Register (${kind}-register, enc); fields judged by the brand's registration settings; logs the new member in`,
    body: RegisterRequest,
    response: LoginResult,
  });

/** Captcha, SMS codes, registration, login and passwords (spec §3, §7 "Member" and "Session"). */
export const identityEndpoints = {
  imageCaptcha: captcha({
    method: 'GET',
    path: '/wps/captcha',
    summary: 'New image captcha (4 characters) with its proof-of-work challenge; at most one per second per client',
    query: CaptchaQuery,
    response: ImageCaptcha,
  }),
  imageCaptchaAudio: captcha({
    method: 'GET',
    path: '/wps/captcha/:captchaId/audio',
    summary:
      "The image captcha's characters read out over noise (WAV data URL), for who cannot read the picture; answer in the same field. Three fetches per challenge, a few per client a minute; CAPTCHA_EXPIRED once the challenge is used or expired",
    params: CaptchaAudioParams,
    query: CaptchaQuery,
    response: CaptchaAudio,
  }),
  sliderCaptcha: captcha({
    method: 'GET',
    path: '/wps/captcha/slider',
    summary:
      'New slider captcha: background with holes, the piece, its y and its proof-of-work; answer the x of the matching hole (±4 px), the drag trail and the solved proof-of-work',
    query: CaptchaQuery,
    response: SliderCaptcha,
  }),
  smsNoLogin: verification({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    summary:
      'Send an SMS code for SMS login, forgot password by mobile or a new-network check (image captcha + proof-of-work required)',
    body: SmsNoLoginRequest,
    response: SmsSent,
  }),
  emailNewNetwork: verification({
    method: 'POST',
    path: '/wps/verification/email/newNetwork',
    summary:
      'Mail a code for the new-network check to the bound e-mail typed with the username (image captcha + proof-of-work required; the same answer whether or not the address is the bound one)',
    body: EmailNewNetworkRequest,
    response: SmsSent,
  }),
  smsRegister: verification({
    method: 'POST',
    path: '/wps/verification/sms/register',
    summary:
      'Send an SMS code for registration by mobile (image captcha + proof-of-work required; the same answer whether or not the number is registered)',
    body: SmsRegisterRequest,
    response: SmsSent,
  }),
  countries: verification({
    method: 'GET',
    path: '/wps/system/countries',
    summary: 'Country dialing codes for phone inputs, with the local mobile number length',
    query: NoQuery,
    response: Country.array(),
  }),
  register: register('/wps/member/register', 'username'),
  registerMobile: register('/wps/member/register/mobile', 'mobile'),
  affiliate: member({
    method: 'GET',
    path: '/wps/agent/affiliate',
    tags: ['agent'],
    summary: "Check an agent's invitation (affiliate) code",
    query: AffiliateQuery,
    response: AffiliateCheck,
  }),
  memberInfo: member({
    method: 'GET',
    path: '/wps/member/info',
    auth: 'session',
    duringPasswordChange: true,
    summary: 'The logged-in member',
    response: MemberInfo,
  }),
  memberIcon: member({
    method: 'GET',
    path: '/wps/member/info/icon',
    auth: 'session',
    summary: "The member's avatar (initials)",
    response: MemberIcon,
  }),
  changePassword: member({
    method: 'POST',
    path: '/wps/member/password',
    auth: 'member',
    enc: true,
    duringPasswordChange: true,
    summary: 'Change password (enc); other sessions end',
    body: ChangePasswordRequest,
    response: Done,
  }),
  forgotPasswordEmail: member({
    method: 'POST',
    path: '/wps/member/password/email',
    bodyKind: 'form',
    summary: 'Forgot password by e-mail (form): mails a single-use 30-minute reset link',
    body: ForgotPasswordEmailRequest,
    response: PasswordResetMailed,
  }),
  resetPassword: member({
    method: 'POST',
    path: '/wps/member/password/reset',
    summary: 'Set a new password with the e-mailed token; every session ends',
    body: ResetPasswordRequest,
    response: Done,
  }),
  forgotPasswordMobile: member({
    method: 'POST',
    path: '/wps/member/password/verification',
    summary: 'Forgot password by mobile: SMS code + new password; logs in',
    body: ForgotPasswordMobileRequest,
    response: LoginResult,
  }),
  login: session({
    method: 'POST',
    path: '/wps/session/login',
    enc: true,
    summary: 'Log in by username + password (+ slider, + image captcha after a failure) or by mobile + SMS code (enc)',
    description:
      'Refusals carry value.captcha (true: show the image captcha next time). NEW_IP_VERIFICATION carries value.methods; retry with verification {method, value}. ACCOUNT_LOCKED and RATE_LIMITED carry value.retryAfterSeconds.',
    body: LoginRequest,
    response: LoginResult,
  }),
  freeplay: session({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    summary: 'Free play: a new trial account and its token',
    body: FreeplayRequest,
    response: LoginResult,
  }),
  logout: session({
    method: 'DELETE',
    path: '/wps/session/logout',
    auth: 'session',
    duringPasswordChange: true,
    summary: 'End this session (the token stops working)',
    response: Done,
  }),
};
