import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ImageCaptcha, NewIpMethod } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { CaptchaField } from '@/components/ui/captcha-field';
import { Field, FormAlert } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';

/**
 * Methods offered on the client. The SMS-code check needs the member to send a code to the
 * bound number first; the bound number itself ('mobile') proves the same, so it stands in.
 */
export const OFFERED_METHODS: readonly NewIpMethod[] = ['totp', 'mobile', 'email', 'bankAccountName'];

const INPUT: Record<NewIpMethod, { type: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete: string }> = {
  totp: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  mobile: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  smsCode: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  bankAccountName: { type: 'text', autoComplete: 'name' },
};

type CaptchaProps = {
  captcha: ImageCaptcha | null;
  refresh: () => void;
  register: UseFormRegisterReturn;
  error?: string | undefined;
};

/** Spec §6: a login from a network the member never used asks for one extra check. */
export function NewIpStep({
  methods,
  error,
  captcha,
  onBack,
  onSubmit,
}: {
  methods: NewIpMethod[];
  error: string | null;
  captcha: CaptchaProps | null;
  onBack: () => void;
  onSubmit: (answer: { method: NewIpMethod; value: string }) => void;
}) {
  const { t } = useTranslation();
  const offered = OFFERED_METHODS.filter((m) => methods.includes(m));
  const [method, setMethod] = useState<NewIpMethod>(offered[0] ?? 'mobile');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setFieldError(t('validation:required'));
    if (method === 'totp' && !/^[0-9]{6}$/.test(trimmed)) return setFieldError(t('validation:validVerificationCode'));
    setFieldError(null);
    onSubmit({ method, value: trimmed });
  };

  return (
    <form className="form-stack auth__form" onSubmit={submit} noValidate data-testid="new-ip-step">
      <p className="auth__note">{t('auth.newIp.intro')}</p>
      <FormAlert message={error} />
      {offered.length > 1 ? (
        <Tabs
          items={offered.map((m) => ({ key: m, label: t(`auth.newIp.method.${m}`) }))}
          value={method}
          onChange={(m) => {
            setMethod(m);
            setValue('');
            setFieldError(null);
          }}
          label={t('auth.newIp.choose')}
          variant="segment"
          idPrefix="new-ip"
        />
      ) : null}
      <Field
        label={t(`auth.newIp.method.${method}`)}
        name="verification"
        placeholder={t(`auth.newIp.placeholder.${method}`)}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={fieldError}
        data-testid="new-ip-value"
        {...INPUT[method]}
      />
      {captcha ? (
        <CaptchaField
          image={captcha.captcha?.image ?? null}
          captchaId={captcha.captcha?.captchaId ?? null}
          onRefresh={captcha.refresh}
          error={captcha.error}
          {...captcha.register}
        />
      ) : null}
      <Button type="submit" size="lg" block>
        {t('action.continue')}
      </Button>
      <Button variant="ghost" size="sm" className="auth__steps-back" onClick={onBack}>
        {t('action.back')}
      </Button>
    </form>
  );
}
