import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  return <span className="spinner" role={label ? 'status' : undefined} aria-label={label} aria-hidden={!label} />;
}

/** A page or panel still loading. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state--loading" role="status">
      <span className="spinner" aria-hidden />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

/** Nothing to show (a list with no rows, a filter that matches nothing). */
export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children}
    </div>
  );
}

/** A load that failed: what went wrong and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{t('state.failed')}</p>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
          {t('state.retry')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A form-level message (wrong password, locked account, refused action): announced and focused
 * when it appears, so keyboard and screen-reader users land on it.
 */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tone === 'error') ref.current?.focus();
  }, [tone, children]);
  return (
    <div ref={ref} className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1}>
      {children}
    </div>
  );
}
