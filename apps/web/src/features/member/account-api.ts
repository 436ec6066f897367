import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  BindEmailRequest,
  BindMobileRequest,
  EmailCodeRequest,
  CurrentContactCodeRequest,
  PaymentPasswordRequest,
  TotpCodeRequest,
  UpdateProfileRequest,
} from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** My account (securityCenter) calls. */
export { profileQuery } from '@/lib/queries/profile-api';

export const memberIconQuery = queryOptions({
  queryKey: ['member', 'info', 'icon'],
  queryFn: ({ signal }) => call(routes.identity.memberIcon, {}, { signal }),
  staleTime: 10 * 60_000,
});

export const updateProfile = (body: UpdateProfileRequest) => call(routes.account.updateProfile, { body });

export const setPaymentPassword = (body: PaymentPasswordRequest) => call(routes.account.paymentPassword, { body });

export const startTotp = () => call(routes.account.totpSetup, { body: {} });
export const confirmTotp = (body: TotpCodeRequest) => call(routes.account.totpConfirm, { body });
export const removeTotp = (body: TotpCodeRequest) => call(routes.account.totpRemove, { body });

/** A code to the mobile or e-mail bound now, to prove it before changing it. */
export const sendCurrentContactCode = (body: CurrentContactCodeRequest) =>
  call(routes.account.currentContactCode, { body });

export const bindMobile = (body: z.input<typeof BindMobileRequest>) => call(routes.account.bindMobile, { body });

/** Mails a code to the address to bind; answers expiredMinutes like an SMS send. */
export const sendEmailBindCode = (body: EmailCodeRequest) => call(routes.account.emailCode, { body });

export const bindEmail = (body: BindEmailRequest) => call(routes.account.bindEmail, { body });
