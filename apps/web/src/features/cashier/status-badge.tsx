import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = {
  PENDING: 'info',
  CREDITED: 'success',
  PAID: 'success',
  REJECTED: 'danger',
  FAILED: 'danger',
  EXPIRED: 'muted',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('wallet');
  return <span className={`status-badge status-badge--${TONE[status] ?? 'muted'}`}>{t(`status.${status}`)}</span>;
}
