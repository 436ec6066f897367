import type { ImageCaptcha, SmsRegisterRequest, SmsSent } from '@fortuna/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';

/** Spec §7 captcha and SMS calls shared by the identity popups and My account. */

export const getImageCaptcha = () => apiGet<ImageCaptcha>('/wps/captcha', { t: Date.now() });

export const sendSmsRegister = (body: SmsRegisterRequest) =>
  apiRequest<SmsSent>('/wps/verification/sms/register', { method: 'POST', body });
