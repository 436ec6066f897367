import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { lockScroll, unlockScroll } from '@/lib/scroll-lock';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ModalProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Test and styling hook: the spec's modal name. */
  name: string;
  /** Content above the title (e.g. a banner in the registration popup). */
  aside?: ReactNode;
  footer?: ReactNode;
  /** false: no close button, Escape and the backdrop do nothing (a step the user must finish). */
  dismissible?: boolean;
};

/** Focus goes into the popup as it opens and back where it was when it closes; the page does not scroll meanwhile. */
function useFocusOnOpen(dialogRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    lockScroll();
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // With a mouse, start in the first field; on touch screens focus the dialog itself so the
    // on-screen keyboard does not cover the popup as it opens.
    const finePointer = window.matchMedia?.('(pointer: fine)').matches ?? true;
    const first = finePointer
      ? (dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog?.querySelector<HTMLElement>('.modal__body input:not([disabled]):not([type="checkbox"])') ??
        dialog?.querySelector<HTMLElement>(`.modal__body :is(${FOCUSABLE})`))
      : null;
    (first ?? dialog)?.focus({ preventScroll: true });
    return () => {
      unlockScroll();
      previous?.focus?.({ preventScroll: true });
    };
  }, [dialogRef]);
}

/** Tab and Shift+Tab cycle through the popup's visible controls instead of leaving it. */
function keepTabInside(event: React.KeyboardEvent<HTMLDivElement>, dialog: HTMLDivElement) {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The modal frame every popup uses: portal, backdrop, labelled dialog, Escape to close,
 * focus kept inside while open and given back on close, page scroll locked meanwhile.
 */
export function Modal({ title, onClose, children, size = 'md', name, aside, footer, dismissible = true }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = dismissible ? onClose : () => undefined;
  });
  useFocusOnOpen(dialogRef);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) keepTabInside(event, dialogRef.current);
  };

  return createPortal(
    <div className="modal-layer" data-modal={name}>
      <div className="modal-backdrop" onClick={() => onCloseRef.current()} aria-hidden="true" />
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {aside}
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <IconButton className="modal__close" label={t('action.close')} onClick={() => onCloseRef.current()}>
              <CloseIcon />
            </IconButton>
          ) : null}
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
