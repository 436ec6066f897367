import type { z } from 'zod';
import type {
  AffiliateCheck,
  ChangePasswordRequest,
  ForgotPasswordEmailRequest,
  ForgotPasswordMobileRequest,
  LoginRequest,
  LoginResult,
  RegisterRequest,
  ResetPasswordRequest,
  SliderCaptcha,
  SmsNoLoginRequest,
  SmsSent,
} from '@fortuna/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';

/** Spec §7 "Session and member" calls of the identity popups (lazily loaded with them). */

/** Login input as the forms build it (`entry` defaults to the member site on the server). */
export type LoginInput = z.input<typeof LoginRequest>;

export const login = (body: LoginInput) =>
  apiRequest<LoginResult>('/wps/session/login', { method: 'POST', enc: true, body });

export const getSliderCaptcha = () => apiGet<SliderCaptcha>('/wps/captcha/slider', { t: Date.now() });

export const sendSmsNoLogin = (body: SmsNoLoginRequest) =>
  apiRequest<SmsSent>('/wps/verification/sms/noLogin', { method: 'POST', body });

export const register = (kind: 'username' | 'mobile', body: Partial<RegisterRequest>) =>
  apiRequest<LoginResult>(kind === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', {
    method: 'PUT',
    enc: true,
    body,
  });

export const checkAffiliate = (code: string, domain: string) =>
  apiGet<AffiliateCheck>('/wps/agent/affiliate', { code, domain });

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<null>('/wps/member/password', { method: 'POST', enc: true, body });

export const forgotPasswordByEmail = (body: ForgotPasswordEmailRequest) =>
  apiRequest<{ expiredMinutes: number }>('/wps/member/password/email', { method: 'POST', form: true, body });

export const forgotPasswordByMobile = (body: ForgotPasswordMobileRequest) =>
  apiRequest<LoginResult>('/wps/member/password/verification', { method: 'POST', body });

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<null>('/wps/member/password/reset', { method: 'POST', body });
