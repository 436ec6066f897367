import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TotpSetup } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { Field, FormAlert } from '@/components/ui/field';
import { QrCode } from '@/components/ui/qr-code';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { pushToast } from '@/stores/toast-store';
import { confirmTotp, removeTotp, startTotp } from './account-api';

const CODE = /^[0-9]{6}$/;

/**
 * Bind an authenticator (TOTP): a new secret as QR code and text, bound once its first code is
 * confirmed; or unbind with a current code. The new-network login check then accepts its codes.
 */
export function TotpBinding({ bound, onDone }: { bound: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (bound) return;
    let live = true;
    startTotp()
      .then((s) => live && setSetup(s))
      .catch((e: unknown) => live && setError(translateError(e instanceof ApiError ? e.code : 'UNKNOWN_ERROR')));
    return () => {
      live = false;
    };
  }, [bound]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!CODE.test(code.trim())) return setError(t('validation:validVerificationCode'));
    setBusy(true);
    setError(null);
    try {
      await (bound ? removeTotp(code.trim()) : confirmTotp(code.trim()));
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      pushToast({ tone: 'success', messageKey: bound ? 'security.totpRemoved' : 'security.totpBound' });
      onDone();
    } catch (e) {
      setError(
        translateError(e instanceof ApiError ? e.code : 'UNKNOWN_ERROR', e instanceof Error ? e.message : undefined),
      );
    } finally {
      setBusy(false);
    }
  };

  const codeField = (
    <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate data-testid="totp-form">
      <FormAlert message={error} />
      <Field
        label={t('security.totpCode')}
        name="totpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="000000"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        data-testid="totp-code"
      />
      <Button type="submit" disabled={busy} data-testid="totp-submit">
        {bound ? t('security.unbind') : t('security.bind')}
      </Button>
    </form>
  );

  if (bound) return codeField;
  if (!setup) return error ? <FormAlert message={error} /> : <Spinner />;
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
