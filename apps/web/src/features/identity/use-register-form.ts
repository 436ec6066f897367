import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RegisterField, RegisterFieldSetting, RegisterRequest } from '@fortuna/contracts';
import { DEFAULT_DIALING_CODE } from '@/components/form/country-select';
import { useServerForm } from '@/components/form/use-server-form';
import { useRegisterSmsCode } from '@/components/form/use-register-sms-code';
import { imageCaptchaAnswer, useImageCaptcha } from '@/components/form/verification-hooks';
import { ApiError } from '@/lib/api-client';
import { registerSettingsQuery, useWhitelabel } from '@/lib/queries/system-api';
import { checkAffiliate, register } from './api';
import { registrationCodesFrom } from './identity-fns';
import { registerErrors, registerFormPlan, withBounds, type FormPlan, type RegisterKind } from './register-fns';
import { completeLogin } from './session';

export type RegisterValues = Record<string, string | boolean> & { countryDialingCode: string; ageConsent: boolean };

/** Server refusals that belong to one field. */
const CODE_FIELD: Record<string, string | { field: string; message: string }> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  MOBILE_INVALID: 'mobileNum',
  INVALID_INVITATION_CODE: { field: 'affiliateCode', message: 'errors:invitationCodeError' },
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  POW_REQUIRED: 'captcha',
  POW_INVALID: 'captcha',
  SMS_CODE_INVALID: 'verificationCode',
  SMS_CODE_EXPIRED: 'verificationCode',
};

/** The fields on screen, in the order the body lists them. */
function fieldsOf(plan: FormPlan): RegisterField[] {
  return [
    'username',
    'password',
    'confirmPassword',
    ...(plan.mobileShown ? (['mobileNum'] as const) : []),
    ...(plan.codeShown ? (['verificationCode'] as const) : []),
    ...plan.extra.map((s) => s.field),
    ...(plan.captchaShown ? (['captcha'] as const) : []),
  ];
}

/** The registration body: passwords as typed, everything else trimmed; empty fields left out. */
function registerBody(values: RegisterValues, fields: readonly RegisterField[], referralCode: string | undefined) {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const body: Partial<RegisterRequest> & Record<string, unknown> = {
    registerUrl: window.location.href,
    registerMethod: 'WEB',
    domain: window.location.hostname,
    ...(referralCode ? { referralCode } : {}),
  };
  for (const field of fields) {
    if (field === 'captcha') continue;
    const value =
      field === 'password' || field === 'confirmPassword' || field === 'paymentPassword'
        ? String(values[field] ?? '')
        : text(field);
    if (value) body[field] = value;
  }
  if (body.mobileNum) body.countryDialingCode = values.countryDialingCode;
  return { body, text };
}

/** The form's rules: the contracts' validateField with the brand's settings, as the server judges. */
function registerSchema(
  settings: readonly RegisterFieldSetting[],
  fields: readonly RegisterField[],
  kind: RegisterKind,
  smsVerify: boolean,
) {
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    // Fields not on screen (e.g. the SMS code before a number is typed) are undefined.
    const errors = registerErrors(values as Record<string, string | boolean | undefined>, settings, fields, {
      kind,
      smsVerify,
    });
    for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}

/**
 * The registration form's state (spec §4 Registration, §5): fields, required-ness and patterns
 * from GET /wps/system/setting/register, judged with the contracts' validateField as the server
 * judges them; the invitation code is checked before registering.
 */
export function useRegisterForm(kind: RegisterKind) {
  const navigate = useNavigate();
  const flags = useWhitelabel();
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const smsVerify = Boolean(flags.SMSVERIFY);
  const plan = useMemo(() => registerFormPlan(settings, kind, smsVerify), [settings, kind, smsVerify]);
  const fromUrl = useMemo(() => registrationCodesFrom(window.location.search), []);
  const imageCaptcha = useImageCaptcha(plan.captchaShown);
  const fields = useMemo(() => fieldsOf(plan), [plan]);

  const schema = useMemo(() => registerSchema(settings, fields, kind, smsVerify), [settings, fields, kind, smsVerify]);

  const form = useForm<RegisterValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      countryDialingCode: DEFAULT_DIALING_CODE,
      ageConsent: false,
      affiliateCode: fromUrl.affiliateCode ?? '',
    },
  });

  // The code is sent behind the image captcha (+ its proof-of-work), used up either way.
  const sms = useRegisterSmsCode(form, imageCaptcha, ['CAPTCHA_INVALID', 'CAPTCHA_REQUIRED']);
  const server = useServerForm(form, {
    submit: async (values: RegisterValues) => {
      const { body, text } = registerBody(values, fields, fromUrl.referralCode);
      const affiliateCode = text('affiliateCode');
      // Spec §4 Registration: the server verifies the invitation code before registering.
      if (affiliateCode && !(await checkAffiliate(affiliateCode, window.location.hostname)).valid)
        throw new ApiError('INVALID_INVITATION_CODE', 'Invalid invitation code', 400);
      if (plan.captchaShown && imageCaptcha.captcha && text('captcha'))
        Object.assign(body, await imageCaptchaAnswer(imageCaptcha.captcha, text('captcha')));
      return register(kind, body);
    },
    onSuccess: (result) => completeLogin(result, { method: 'register', navigate: (to) => void navigate(to) }),
    fieldMessage: (field, message) => withBounds(settings, field, message),
    codeFields: CODE_FIELD,
    onSettled: () => {
      if (plan.captchaShown) {
        form.setValue('captcha', '');
        imageCaptcha.renew();
      }
    },
  });

  const mobileOptional = kind === 'username' && !settings.find((x) => x.field === 'mobileNum')?.required;
  return { form, plan, imageCaptcha, sms, sendCode: sms.sendCode, mobileOptional, ...server };
}
