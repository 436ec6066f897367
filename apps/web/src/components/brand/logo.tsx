import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Brand mark. The operator's logo (status.info.resources.logoUrl) when it loads, else the
 * built-in emblem and the translated brand name, so the header never shows a broken image.
 */
export function Logo({ src, compact }: { src?: string | undefined; compact?: boolean }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        className={`logo logo--image${compact ? ' logo--compact' : ''}`}
        src={src}
        alt={t('brand.name')}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={`logo${compact ? ' logo--compact' : ''}`}>
      <Emblem />
      <span className="logo__word">{t('brand.name')}</span>
    </span>
  );
}

export function Emblem({ className }: { className?: string }) {
  return (
    <svg className={`logo__emblem ${className ?? ''}`} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="fortuna-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe9a3" />
          <stop offset=".5" stopColor="#f6c545" />
          <stop offset="1" stopColor="#d98a0f" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="22" fill="url(#fortuna-gold)" />
      <circle
        cx="24"
        cy="24"
        r="17.5"
        fill="none"
        stroke="#7a4a06"
        strokeOpacity=".45"
        strokeWidth="1.5"
        strokeDasharray="2 2.6"
      />
      <path d="M18 14h13v4.2h-8.4v4.1h7.4v4.1h-7.4V34H18z" fill="#2a1a03" />
      <path d="M33.5 12.5l1.1 2.4 2.4 1.1-2.4 1.1-1.1 2.4-1.1-2.4-2.4-1.1 2.4-1.1z" fill="#fff8dc" />
    </svg>
  );
}
