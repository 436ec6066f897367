import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The otpauth:// URI as a QR code for the authenticator app to scan, drawn to a data URL by
 * `qrcode` (loaded with this step only; the CSP allows data: images).
 */
export function QrCode({ value }: { value: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width: 200 }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);
  if (failed) return <p className="muted">{t('login.qrFailed')}</p>;
  return src ? (
    <img className="qr" src={src} width={200} height={200} alt={t('login.qrAlt')} data-testid="totp-qr" />
  ) : (
    <div className="qr qr--loading" aria-hidden />
  );
}
