import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { TotpSetup } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { LoginPasswordField } from '@/components/form/fresh-proof-fields';
import { useServerForm } from '@/components/form/use-server-form';
import { messageText } from '@/lib/form-message';
import { QrCode } from '@/components/ui/qr-code';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { confirmTotp, removeTotp, startTotp } from './account-api';
import { useAccountSaved } from './use-account-saved';

const schema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'validation:validVerificationCode'),
  loginPassword: z.string().min(1, 'validation:required'),
});
type Values = z.infer<typeof schema>;

/**
 * Bind an authenticator (TOTP): a new secret as QR code and text, bound once its first code is
 * confirmed with the login password; or unbind with a current code and the login password. The
 * new-network login check then accepts its codes.
 */
export function TotpBinding({ bound, onDone }: { bound: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: '', loginPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const saved = useAccountSaved(bound ? 'security.totpRemoved' : 'security.totpBound', onDone);

  useEffect(() => {
    if (bound) return;
    let live = true;
    startTotp()
      .then((s) => live && setSetup(s))
      .catch((e: unknown) => live && setSetupError(translateError(e instanceof ApiError ? e.code : 'UNKNOWN_ERROR')));
    return () => {
      live = false;
    };
  }, [bound]);

  const { formError, onSubmit } = useServerForm(form, {
    submit: (v: Values) => {
      const body = { code: v.code.trim(), loginPassword: v.loginPassword };
      return bound ? removeTotp(body) : confirmTotp(body);
    },
    onSuccess: saved,
    codeFields: {
      VERIFICATION_FAILED: 'code',
      AUTHENTICATOR_CODE_INVALID: 'code',
      LOGIN_PASSWORD_INCORRECT: 'loginPassword',
    },
  });

  const codeField = (
    <form className="form-stack" onSubmit={onSubmit} noValidate data-testid="totp-form">
      <FormAlert message={formError} />
      <Field
        label={t('security.totpCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="000000"
        error={messageText(t, errors.code?.message)}
        data-testid="totp-code"
        {...form.register('code')}
      />
      <LoginPasswordField
        error={messageText(t, errors.loginPassword?.message)}
        data-testid="totp-login-password"
        {...form.register('loginPassword')}
      />
      <Button type="submit" disabled={isSubmitting} data-testid="totp-submit">
        {bound ? t('security.unbind') : t('security.bind')}
      </Button>
    </form>
  );

  if (bound) return codeField;
  if (!setup) return setupError ? <FormAlert message={setupError} /> : <Spinner />;
  return (
    <div className="totp" data-testid="totp-setup">
      <QrCode value={setup.otpauthUrl} label={t('security.totpQr')} />
      <div className="totp__steps">
        <p className="auth__note">{t('security.totpScan')}</p>
        <code className="totp__secret" data-testid="totp-secret">
          {setup.secret}
        </code>
        {codeField}
      </div>
    </div>
  );
}
