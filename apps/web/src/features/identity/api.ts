import type { z } from 'zod';
import type {
  ChangePasswordRequest,
  EmailNewNetworkRequest,
  ForgotPasswordEmailRequest,
  ForgotPasswordMobileRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SmsNoLoginRequest,
} from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** Spec §7 "Session and member" calls of the identity popups (lazily loaded with them). */

/** Login input as the forms build it (`entry` defaults to the member site on the server). */
export type LoginInput = z.input<typeof LoginRequest>;

export const login = (body: LoginInput) => call(routes.identity.login, { body });

export const getSliderCaptcha = () => call(routes.identity.sliderCaptcha, { query: { t: String(Date.now()) } });

export const sendSmsNoLogin = (body: SmsNoLoginRequest) => call(routes.identity.smsNoLogin, { body });

export const sendEmailNewNetwork = (body: EmailNewNetworkRequest) => call(routes.identity.emailNewNetwork, { body });

export const register = (kind: 'username' | 'mobile', body: Partial<RegisterRequest>) =>
  call(kind === 'mobile' ? routes.identity.registerMobile : routes.identity.register, { body });

export const checkAffiliate = (code: string, domain: string) =>
  call(routes.identity.affiliate, { query: { code, domain } });

export const changePassword = (body: ChangePasswordRequest) => call(routes.identity.changePassword, { body });

export const forgotPasswordByEmail = (body: ForgotPasswordEmailRequest) =>
  call(routes.identity.forgotPasswordEmail, { body });

export const forgotPasswordByMobile = (body: ForgotPasswordMobileRequest) =>
  call(routes.identity.forgotPasswordMobile, { body });

export const resetPassword = (body: ResetPasswordRequest) => call(routes.identity.resetPassword, { body });
