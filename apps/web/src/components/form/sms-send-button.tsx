import { useTranslation } from 'react-i18next';
import './form-pieces.css';

/** The send-code action inside a code field: disabled while sending and during the countdown. */
export function SmsSendButton({
  remaining,
  sending,
  onClick,
}: {
  remaining: number;
  sending: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="field__action"
      onClick={onClick}
      disabled={sending || remaining > 0}
      data-testid="send-code"
      aria-live="polite"
    >
      {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.sendCode')}
    </button>
  );
}
