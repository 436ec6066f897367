import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@fortuna/contracts';
import { currentLanguage } from '@/lib/i18n';
import { formatDateTime } from '@/lib/locale';
import { ClockIcon } from '@/components/ui/icons';
import { StatusScreen } from './status-screen';

export function MaintenanceScreen({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const end = formatDateTime(status.maintenanceEnd, currentLanguage());
  return (
    <StatusScreen
      kind="maintenance"
      icon={<ClockIcon />}
      title={t('maintenance.title')}
      logoUrl={status.info.resources.logoUrl}
    >
      <p className="status-screen__text">{t('errors:info_maintenance')}</p>
      {end ? (
        <div className="status-screen__fact">
          <span className="status-screen__fact-label">{t('maintenance.endsAtLabel')}</span>
          <time
            className="status-screen__fact-value"
            dateTime={status.maintenanceEnd ?? undefined}
            data-testid="maintenance-end"
          >
            {end}
          </time>
        </div>
      ) : null}
      <p className="status-screen__hint">{t('maintenance.hint')}</p>
    </StatusScreen>
  );
}
