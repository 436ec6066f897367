import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Wider body (forms with several columns). */
  wide?: boolean;
};

/**
 * A modal dialog on the native <dialog> (focus kept inside, Escape closes, the page behind is
 * inert); focus returns to what opened it when it closes.
 */
export function Dialog({ title, open, onClose, children, wide }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog${wide ? ' dialog--wide' : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <header className="dialog__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="btn btn--ghost btn--sm" onClick={onClose} aria-label={t('action.close')}>
              ✕
            </button>
          </header>
          <div className="dialog__body">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
