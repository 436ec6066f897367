import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AccountProfile,
  BindEmailRequest,
  BindMobileRequest,
  EmailCodeRequest,
  PaymentPasswordRequest,
  SmsSent,
  TotpSetup,
  UpdateProfileRequest,
} from '@fortuna/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';

/** My account (securityCenter) calls. */
export const profileQuery = queryOptions({
  queryKey: ['member', 'profile'],
  queryFn: ({ signal }) => apiGet<AccountProfile>('/wps/member/profile', undefined, signal),
  staleTime: 30_000,
});

export const memberIconQuery = queryOptions({
  queryKey: ['member', 'info', 'icon'],
  queryFn: ({ signal }) => apiGet<{ iconUrl: string }>('/wps/member/info/icon', undefined, signal),
  staleTime: 10 * 60_000,
});

export const updateProfile = (body: UpdateProfileRequest) =>
  apiRequest<null>('/wps/member/profile', { method: 'PUT', body });

export const setPaymentPassword = (body: PaymentPasswordRequest) =>
  apiRequest<null>('/wps/member/paymentPassword', { method: 'POST', enc: true, body });

export const startTotp = () => apiRequest<TotpSetup>('/wps/member/totp/setup', { method: 'POST' });
export const confirmTotp = (code: string) =>
  apiRequest<null>('/wps/member/totp/confirm', { method: 'POST', body: { code } });
export const removeTotp = (code: string) =>
  apiRequest<null>('/wps/member/totp/remove', { method: 'POST', body: { code } });

export const bindMobile = (body: z.input<typeof BindMobileRequest>) =>
  apiRequest<null>('/wps/member/mobile', { method: 'POST', body });

/** Mails a code to the address to bind; answers expiredMinutes like an SMS send. */
export const sendEmailBindCode = (body: EmailCodeRequest) =>
  apiRequest<SmsSent>('/wps/verification/email/bind', { method: 'POST', body });

export const bindEmail = (body: BindEmailRequest) => apiRequest<null>('/wps/member/email', { method: 'POST', body });
