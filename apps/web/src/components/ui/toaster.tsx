import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastStore, type Toast } from '@/stores/toast-store';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    if (toast.sticky) return;
    const timer = setTimeout(() => dismiss(toast.id), 6000);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div className={`toast toast--${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span className="toast__text">{t(toast.messageKey, toast.values)}</span>
      {toast.action ? (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            toast.action?.run();
            dismiss(toast.id);
          }}
        >
          {t(toast.action.labelKey)}
        </button>
      ) : null}
      <IconButton className="toast__close" label={t('action.close')} onClick={() => dismiss(toast.id)}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
