import type { RegisterField } from '@fortuna/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CaptchaField } from '@/components/ui/captcha-field';
import { Field, FormAlert } from '@/components/ui/field';
import { LockIcon, UserIcon } from '@/components/ui/icons';
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
  const { form, plan, imageCaptcha, sms, sendCode, mobileOptional, formError, onSubmit } = state;
  const { errors, isSubmitting } = form.formState;
  const mobileTyped = String(form.watch('mobileNum') ?? '').trim() !== '';
  const errorOf = (name: string) => messageText(t, errors[name]?.message as string | undefined);

  const mobileField = (
    <MobileNumberField
      key="mobileNum"
      form={form}
      label={`${t('auth.field.mobileNum')}${mobileOptional ? ` ${t('auth.optional')}` : ''}`}
      autoComplete="tel-national"
      error={errorOf('mobileNum')}
    />
  );
  const codeField = (
    <SmsCodeField
      key="verificationCode"
      label={t('auth.field.verificationCode')}
      error={errorOf('verificationCode')}
      sms={sms}
      onSend={() => void sendCode()}
      registration={form.register('verificationCode')}
    />
  );

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
      {kind === 'username' && plan.mobileShown ? [mobileField, plan.codeShown && mobileTyped ? codeField : null] : null}
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
          pow={imageCaptcha.captcha?.pow ?? null}
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
  );
}
