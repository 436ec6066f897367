import type { UseFormRegisterReturn } from 'react-hook-form';
import type { RegisterField, RegisterFieldSetting } from '@fortuna/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { UserIcon } from '@/components/ui/icons';
import { fieldRuleText } from '@/components/form/field-rule';
import { ImageCaptchaField } from '@/components/form/image-captcha-field';
import { PasswordField } from '@/components/form/password-field';
import { MobileNumberField, SmsCodeField } from '@/components/form/mobile-code-fields';
import { messageText } from '@/lib/form-message';
import { openModal } from '@/stores/modal-store';
import type { RegisterKind } from './register-fns';
import type { useRegisterForm } from './use-register-form';

const INPUT_TYPE: Partial<Record<RegisterField, { type?: string; inputMode?: 'numeric' | 'email' | 'tel' }>> = {
  email: { type: 'email', inputMode: 'email' },
  paymentPassword: { type: 'password', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  zalo: { type: 'tel', inputMode: 'tel' },
};

/**
 * The registration form of one kind: mobile-register puts the number (and its SMS code) first;
 * username-register shows them after the passwords, the code once a number is typed.
 */
export function RegisterForm({ kind, state }: { kind: RegisterKind; state: ReturnType<typeof useRegisterForm> }) {
  const { t } = useTranslation();
  const { form, plan, imageCaptcha, formError, onSubmit } = state;
  const { errors, isSubmitting } = form.formState;
  const mobileTyped = String(form.watch('mobileNum') ?? '').trim() !== '';
  const errorOf = (name: string) => messageText(t, errors[name]?.message as string | undefined);

  return (
    <form
      className="form-stack auth__form"
      id="register-panel"
      role="tabpanel"
      onSubmit={onSubmit}
      noValidate
      data-register-type={kind}
    >
      <FormAlert message={formError} />
      {kind === 'mobile' ? <MobileAndCode state={state} codeShown={plan.codeShown} /> : null}
      <Field
        label={t('auth.field.username')}
        icon={<UserIcon />}
        autoComplete="username"
        placeholder={t('auth.usernamePlaceholder')}
        error={errorOf('username')}
        {...form.register('username')}
      />
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="new-password"
        placeholder={t('auth.passwordPlaceholder')}
        error={errorOf('password')}
        {...form.register('password')}
      />
      <PasswordField
        label={t('auth.field.confirmPassword')}
        autoComplete="new-password"
        placeholder={t('auth.confirmPasswordPlaceholder')}
        error={errorOf('confirmPassword')}
        {...form.register('confirmPassword')}
      />
      {kind === 'username' && plan.mobileShown ? (
        <MobileAndCode state={state} codeShown={plan.codeShown && mobileTyped} />
      ) : null}
      {plan.extra.map((setting) => (
        <ExtraField
          key={setting.field}
          setting={setting}
          error={errorOf(setting.field)}
          registration={form.register(setting.field)}
        />
      ))}
      {plan.captchaShown ? (
        <ImageCaptchaField imageCaptcha={imageCaptcha} error={errorOf('captcha')} {...form.register('captcha')} />
      ) : null}
      <AgeConsent
        error={errors.ageConsent ? errorOf('ageConsent') : undefined}
        registration={form.register('ageConsent')}
      />
      <Button type="submit" size="lg" block disabled={isSubmitting} data-testid="register-submit">
        {t('auth.signUp')}
      </Button>
    </form>
  );
}

/** The age and terms consent (spec §4 Registration), with its message under it. */
function AgeConsent({ error, registration }: { error: string | undefined; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <div>
      <label className={`checkbox${error ? ' checkbox--invalid' : ''}`}>
        <input type="checkbox" {...registration} data-testid="age-consent" />
        <span>
          {t('auth.ageConsent')}{' '}
          <button type="button" className="link-button" onClick={() => openModal('helpModal', { articleKey: 'term' })}>
            {t('auth.terms')}
          </button>
        </span>
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field the brand's register settings add (spec §3), with its pattern's placeholder. */
function ExtraField({
  setting,
  error,
  registration,
}: {
  setting: RegisterFieldSetting;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={`${t(`auth.field.${setting.field}`)}${setting.required ? '' : ` ${t('auth.optional')}`}`}
      placeholder={fieldRuleText(t, setting)}
      hint={setting.field === 'paymentPassword' ? fieldRuleText(t, setting) : undefined}
      error={error}
      autoComplete="off"
      {...INPUT_TYPE[setting.field]}
      {...registration}
    />
  );
}

/** The mobile number (optional in username-register unless the brand requires it) and its SMS code. */
function MobileAndCode({ state, codeShown }: { state: ReturnType<typeof useRegisterForm>; codeShown: boolean }) {
  const { t } = useTranslation();
  const { form, sms, sendCode, mobileOptional } = state;
  const { errors } = form.formState;
  return (
    <>
      <MobileNumberField
        form={form}
        label={`${t('auth.field.mobileNum')}${mobileOptional ? ` ${t('auth.optional')}` : ''}`}
        autoComplete="tel-national"
        error={messageText(t, errors.mobileNum?.message as string | undefined)}
      />
      {codeShown ? (
        <SmsCodeField
          label={t('auth.field.verificationCode')}
          error={messageText(t, errors.verificationCode?.message as string | undefined)}
          sms={sms}
          onSend={() => void sendCode()}
          registration={form.register('verificationCode')}
        />
      ) : null}
    </>
  );
}
