import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/button';
import { Field } from '@/components/field';
import { fieldMessage } from '@/lib/errors';
import { QrCode } from './qr-code';
import type { LoginError, LoginStep } from './use-login';

const schema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'validation:validVerificationCode'),
});
type Values = z.infer<typeof schema>;

type Props = {
  step: Exclude<LoginStep, { kind: 'password' }>;
  error: LoginError;
  pending: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
};

/** The base32 secret in groups of four, easier to type into an authenticator by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Second step: the authenticator's 6-digit code. At the first login (or after a reset) the
 * secret comes first, as a QR code and as text, to add to the authenticator app.
 */
export function CodeStep({ step, error, pending, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const codeError =
    fieldMessage(t, form.formState.errors.code?.message) ?? (error?.at === 'code' ? error.text : undefined);
  useEffect(() => {
    if (error?.at !== 'code') return;
    form.setValue('code', '');
    form.setFocus('code');
  }, [error, form]);

  return (
    <form className="form" noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.code))}>
      {step.kind === 'totpSetup' ? (
        <section className="totp-setup" aria-labelledby="totp-setup-title">
          <h2 id="totp-setup-title">{t('login.setupTitle')}</h2>
          <ol className="steps">
            <li>{t('login.setupScan')}</li>
            <li>{t('login.setupType')}</li>
          </ol>
          <div className="totp-setup__body">
            <QrCode value={step.otpauthUri} />
            <div>
              <p className="muted">{t('login.secretLabel')}</p>
              <code className="secret" data-testid="totp-secret" data-secret={step.secret}>
                {grouped(step.secret)}
              </code>
            </div>
          </div>
        </section>
      ) : (
        <p className="muted">{t('login.codeLead')}</p>
      )}
      <Field label={t('login.code')} error={codeError} hint={t('login.codeHint')}>
        {(c) => (
          <input
            {...c}
            className="input--code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            {...form.register('code')}
          />
        )}
      </Field>
      <div className="form__actions">
        <Button variant="ghost" onClick={onBack}>
          {t('login.back')}
        </Button>
        <Button type="submit" variant="primary" busy={pending}>
          {t('login.signIn')}
        </Button>
      </div>
    </form>
  );
}
