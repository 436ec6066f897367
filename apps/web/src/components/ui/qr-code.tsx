import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Matrix = { size: number; path: string };

/**
 * QR code drawn as inline SVG. The `qrcode` package is imported on demand so it never lands in
 * the entry chunk; no data: URL, so a strict img-src policy is fine.
 */
export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const { t } = useTranslation();
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((mod) => {
        const qr = mod.create(value, { errorCorrectionLevel: 'M' });
        const n = qr.modules.size;
        let path = '';
        for (let y = 0; y < n; y++) {
          for (let x = 0; x < n; x++) if (qr.modules.get(y, x)) path += `M${x} ${y}h1v1h-1z`;
        }
        if (live) setMatrix({ size: n, path });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);

  if (failed) return <span className="qr-code qr-code--failed">{t('state.unavailable')}</span>;
  if (!matrix)
    return <span className="qr-code qr-code--loading" style={{ width: size, height: size }} aria-busy="true" />;
  const quiet = 2;
  const box = matrix.size + quiet * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      data-qr={value}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={matrix.path} fill="#0b0f1a" />
    </svg>
  );
}
