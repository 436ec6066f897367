import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { imageProblem } from './wallet-fns';

/**
 * Picks a png or jpg of at most 5 MB (spec §5/§9 upload limits), previews it, and sends it with
 * `upload`. The server checks the bytes again; this check only saves a wasted upload.
 */
export function ReceiptUpload({
  upload,
  onDone,
  testId,
}: {
  upload: (file: File) => Promise<unknown>;
  onDone: () => void;
  testId: string;
}) {
  const { t } = useTranslation('wallet');
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function pick(picked: File | undefined) {
    setError(null);
    setFile(null);
    setPreview(null);
    if (!picked) return;
    const problem = imageProblem(picked);
    if (problem) return setError(t(`upload.${problem}`));
    setFile(picked);
    setPreview(URL.createObjectURL(picked));
  }

  async function send() {
    if (!file) return setError(t('upload.required'));
    setBusy(true);
    setError(null);
    try {
      await upload(file);
      onDone();
    } catch (e) {
      setError(e instanceof ApiError ? translateError(e.code, e.message) : translateError('UNKNOWN_ERROR'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="receipt-upload" data-testid={testId}>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg"
        onChange={(e) => pick(e.target.files?.[0])}
        aria-describedby={error ? `${inputId}-error` : undefined}
        data-testid={`${testId}-input`}
      />
      <label className="receipt-upload__pick" htmlFor={inputId}>
        {preview ? (
          <img src={preview} alt={t('upload.preview')} className="receipt-upload__preview" />
        ) : (
          <span aria-hidden="true">＋</span>
        )}
        <span>{file ? file.name : t('upload.choose')}</span>
        <small>{t('upload.rules')}</small>
      </label>
      {error ? (
        <p id={`${inputId}-error`} className="wallet-notice wallet-notice--danger" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="button" onClick={() => void send()} disabled={busy || !file} data-testid={`${testId}-submit`}>
        {busy ? t('upload.sending') : t('upload.send')}
      </Button>
    </div>
  );
}
