import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegisterField, RegisterRequest } from '@fortuna/contracts';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { Button } from '@/components/ui/button';
import { CaptchaField } from '@/components/ui/captcha-field';
import { Field, FormAlert } from '@/components/ui/field';
import { GiftIcon, LockIcon, UserIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { messageText, serverFieldErrors } from '@/lib/form-message';
import { translateError } from '@/lib/i18n';
import { registerSettingsQuery, useWhitelabel } from '@/lib/queries/system-api';
import { closeModal, openModal, type ModalParts } from '@/stores/modal-store';
import { checkAffiliate, register } from './api';
import { sendSmsRegister } from '@/lib/queries/verification-api';
import { registrationCodesFrom } from './auth-fns';
import { CountrySelect, DEFAULT_DIALING_CODE } from '@/components/form/country-select';
import { useImageCaptcha, useSmsSender } from '@/components/form/verification-hooks';
import { registerErrors, registerFormPlan, withBounds, type RegisterKind } from './register-fns';
import { completeLogin } from './session';
import { SmsSendButton } from '@/components/form/sms-send-button';
import './auth.css';

type Values = Record<string, string | boolean> & { countryDialingCode: string; ageConsent: boolean };

const INPUT_TYPE: Partial<Record<RegisterField, { type?: string; inputMode?: 'numeric' | 'email' | 'tel' }>> = {
  email: { type: 'email', inputMode: 'email' },
  paymentPassword: { type: 'password', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  zalo: { type: 'tel', inputMode: 'tel' },
};

/** Server refusals that belong to one field. */
const CODE_FIELD: Record<string, string> = {
  USERNAME_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  MOBILE_INVALID: 'mobileNum',
  INVALID_INVITATION_CODE: 'affiliateCode',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  SMS_CODE_INVALID: 'verificationCode',
  SMS_CODE_EXPIRED: 'verificationCode',
};

/**
 * registerModal (spec §2, §4 Registration, §5): username-register or mobile-register (default by
 * MOBILENUMREG3). Fields, required-ness and patterns come from GET /wps/system/setting/register
 * and are judged with the contracts' validateField, as the server judges them.
 */
export default function RegisterModal({ parts }: { parts: ModalParts }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flags = useWhitelabel();
  const { data: settings = [] } = useQuery(registerSettingsQuery);
  const [picked, setPicked] = useState<RegisterKind | null>(null);
  const kind: RegisterKind = picked ?? (flags.MOBILENUMREG3 ? 'mobile' : 'username');
  const smsVerify = Boolean(flags.SMSVERIFY);
  const plan = useMemo(() => registerFormPlan(settings, kind, smsVerify), [settings, kind, smsVerify]);
  const fromUrl = useMemo(() => registrationCodesFrom(window.location.search), []);
  const [formError, setFormError] = useState<string | null>(null);
  const imageCaptcha = useImageCaptcha(plan.captchaShown);
  const sms = useSmsSender();

  const fields = useMemo<RegisterField[]>(
    () => [
      'username',
      'password',
      'confirmPassword',
      ...(plan.mobileShown ? (['mobileNum'] as const) : []),
      ...(plan.codeShown ? (['verificationCode'] as const) : []),
      ...plan.extra.map((s) => s.field),
      ...(plan.captchaShown ? (['captcha'] as const) : []),
    ],
    [plan],
  );

  const schema = useMemo(
    () =>
      z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
        // Fields not on screen (e.g. the SMS code before a number is typed) are undefined.
        const errors = registerErrors(values as Record<string, string | boolean | undefined>, settings, fields, {
          kind,
          smsVerify,
        });
        for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [path], message });
      }),
    [settings, fields, kind, smsVerify],
  );

  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      countryDialingCode: DEFAULT_DIALING_CODE,
      ageConsent: false,
      affiliateCode: fromUrl.affiliateCode ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const mobileTyped = String(form.watch('mobileNum') ?? '').trim() !== '';
  const mobileOptional = kind === 'username' && !settings.find((x) => x.field === 'mobileNum')?.required;
  const errorOf = (name: string) => messageText(t, errors[name]?.message as string | undefined);

  const sendCode = async () => {
    if (!(await form.trigger('mobileNum'))) return;
    const { countryDialingCode, mobileNum } = form.getValues();
    await sms.send(() => sendSmsRegister({ countryDialingCode, mobileNo: String(mobileNum).trim() }));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
    const affiliateCode = text('affiliateCode');
    const domain = window.location.hostname;
    try {
      // Spec §4 Registration: the server verifies the invitation code before registering.
      if (affiliateCode && !(await checkAffiliate(affiliateCode, domain)).valid) {
        form.setError('affiliateCode', { message: 'errors:invitationCodeError' });
        return;
      }
      const body: Partial<RegisterRequest> & Record<string, unknown> = {
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        domain,
        ...(fromUrl.referralCode ? { referralCode: fromUrl.referralCode } : {}),
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
      if (plan.captchaShown && imageCaptcha.captcha) {
        body.captchaId = imageCaptcha.captcha.captchaId;
        body.captcha = text('captcha');
      }
      const result = await register(kind, body);
      completeLogin(result, { method: 'register', navigate: (to) => void navigate(to) });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError('UNKNOWN_ERROR', 'Unknown error', 0);
      const fieldErrors = serverFieldErrors(e.value);
      for (const f of fieldErrors) form.setError(f.field, { message: withBounds(settings, f.field, f.message) });
      const field = CODE_FIELD[e.code];
      if (field === 'affiliateCode') form.setError(field, { message: 'errors:invitationCodeError' });
      else if (field) form.setError(field, { message: `errors:${e.code}` });
      if (!field && fieldErrors.length === 0) setFormError(translateError(e.code, e.message));
    } finally {
      if (plan.captchaShown) {
        form.setValue('captcha', '');
        imageCaptcha.renew();
      }
    }
  });

  // Spec §2: the banners of group w_reg; the brand's own card when the operator has none.
  const banner = (
    <parts.BannerSlot
      group="w_reg"
      className="auth-banners"
      placeholder={<div className="auth-banners__placeholder skeleton" aria-hidden="true" />}
      fallback={
        <div className="auth-banner" data-testid="register-banner-fallback">
          <span className="auth-banner__icon" aria-hidden="true">
            <GiftIcon />
          </span>
          <span className="auth-banner__text">
            <strong>{t('auth.registerBannerTitle')}</strong>
            <span>{t('auth.registerBannerText')}</span>
          </span>
        </div>
      }
    />
  );

  const mobileField = (
    <Controller
      key="mobileNum"
      control={form.control}
      name="countryDialingCode"
      render={({ field }) => (
        <Field
          label={`${t('auth.field.mobileNum')}${mobileOptional ? ` ${t('auth.optional')}` : ''}`}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={t('auth.mobilePlaceholder')}
          error={errorOf('mobileNum')}
          leading={<CountrySelect value={field.value} onChange={field.onChange} />}
          {...form.register('mobileNum')}
        />
      )}
    />
  );
  const codeField = (
    <Field
      key="verificationCode"
      label={t('auth.field.verificationCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('auth.smsCodePlaceholder')}
      error={errorOf('verificationCode')}
      trailing={<SmsSendButton remaining={sms.remaining} sending={sms.sending} onClick={() => void sendCode()} />}
      {...form.register('verificationCode')}
    />
  );

  return (
    <Modal
      name="registerModal"
      title={t('auth.registerTitle')}
      onClose={() => closeModal('registerModal')}
      size="sm"
      aside={banner}
    >
      <div className="auth">
        <Tabs
          items={[
            { key: 'username', label: t('auth.tab.usernameRegister') },
            { key: 'mobile', label: t('auth.tab.mobileRegister') },
          ]}
          value={kind}
          onChange={(next) => {
            setPicked(next);
            form.clearErrors();
            setFormError(null);
          }}
          label={t('auth.registerTitle')}
          variant="segment"
          idPrefix="register"
        />
        <form
          className="form-stack auth__form"
          id="register-panel"
          role="tabpanel"
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          data-register-type={kind}
        >
          <FormAlert message={formError} />
          {kind === 'mobile' ? [mobileField, plan.codeShown ? codeField : null] : null}
          <Field
            label={t('auth.field.username')}
            icon={<UserIcon />}
            autoComplete="username"
            placeholder={t('auth.usernamePlaceholder')}
            error={errorOf('username')}
            {...form.register('username')}
          />
          <Field
            label={t('auth.field.password')}
            icon={<LockIcon />}
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.passwordPlaceholder')}
            error={errorOf('password')}
            {...form.register('password')}
          />
          <Field
            label={t('auth.field.confirmPassword')}
            icon={<LockIcon />}
            type="password"
            autoComplete="new-password"
            placeholder={t('auth.confirmPasswordPlaceholder')}
            error={errorOf('confirmPassword')}
            {...form.register('confirmPassword')}
          />
          {kind === 'username' && plan.mobileShown
            ? [mobileField, plan.codeShown && mobileTyped ? codeField : null]
            : null}
          {plan.extra.map((setting) => (
            <Field
              key={setting.field}
              label={`${t(`auth.field.${setting.field}`)}${setting.required ? '' : ` ${t('auth.optional')}`}`}
              placeholder={t(`auth.fieldPlaceholder.${setting.patternId}`, { min: setting.min, max: setting.max })}
              error={errorOf(setting.field)}
              autoComplete="off"
              {...INPUT_TYPE[setting.field]}
              {...form.register(setting.field)}
            />
          ))}
          {plan.captchaShown ? (
            <CaptchaField
              image={imageCaptcha.captcha?.image ?? null}
              captchaId={imageCaptcha.captcha?.captchaId ?? null}
              onRefresh={imageCaptcha.refresh}
              error={errorOf('captcha')}
              {...form.register('captcha')}
            />
          ) : null}
          <div>
            <label className={`checkbox${errors.ageConsent ? ' checkbox--invalid' : ''}`}>
              <input type="checkbox" {...form.register('ageConsent')} data-testid="age-consent" />
              <span>
                {t('auth.ageConsent')}{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => openModal('helpModal', { articleKey: 'term' })}
                >
                  {t('auth.terms')}
                </button>
              </span>
            </label>
            {errors.ageConsent ? (
              <p className="field__error" role="alert">
                {errorOf('ageConsent')}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="lg" block disabled={isSubmitting} data-testid="register-submit">
            {t('auth.signUp')}
          </Button>
        </form>
        <p className="form-note">
          {t('auth.haveAccount')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              closeModal('registerModal');
              openModal('loginPopupModal');
            }}
          >
            {t('auth.login')}
          </button>
        </p>
      </div>
    </Modal>
  );
}
