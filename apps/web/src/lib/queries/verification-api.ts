import type { SmsRegisterRequest } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** Spec §7 captcha and SMS calls shared by the identity popups and My account. */

export const getImageCaptcha = () => call(routes.identity.imageCaptcha, { query: { t: String(Date.now()) } });

/** The image captcha's characters read out (its audio alternative), for the same challenge. */
export const getImageCaptchaAudio = (captchaId: string) =>
  call(routes.identity.imageCaptchaAudio, { params: { captchaId } });

export const sendSmsRegister = (body: SmsRegisterRequest) => call(routes.identity.smsRegister, { body });
