import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BindEmailRequest,
  BindMobileRequest,
  EmailCodeRequest,
  PaymentPasswordRequest,
  UpdateProfileRequest,
} from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** My account (securityCenter) calls. */
export const profileQuery = queryOptions({
  queryKey: ['member', 'profile'],
  queryFn: ({ signal }) => call(routes.account.profile, {}, { signal }),
  staleTime: 30_000,
});

export const memberIconQuery = queryOptions({
  queryKey: ['member', 'info', 'icon'],
  queryFn: ({ signal }) => call(routes.identity.memberIcon, {}, { signal }),
  staleTime: 10 * 60_000,
});

export const updateProfile = (body: UpdateProfileRequest) => call(routes.account.updateProfile, { body });

export const setPaymentPassword = (body: PaymentPasswordRequest) => call(routes.account.paymentPassword, { body });

export const startTotp = () => call(routes.account.totpSetup);
export const confirmTotp = (code: string) => call(routes.account.totpConfirm, { body: { code } });
export const removeTotp = (code: string) => call(routes.account.totpRemove, { body: { code } });

export const bindMobile = (body: z.input<typeof BindMobileRequest>) => call(routes.account.bindMobile, { body });

/** Mails a code to the address to bind; answers expiredMinutes like an SMS send. */
export const sendEmailBindCode = (body: EmailCodeRequest) => call(routes.account.emailCode, { body });

export const bindEmail = (body: BindEmailRequest) => call(routes.account.bindEmail, { body });
