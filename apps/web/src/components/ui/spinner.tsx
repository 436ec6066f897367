import { useTranslation } from 'react-i18next';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label ?? t('state.loading')}</span>
    </span>
  );
}
