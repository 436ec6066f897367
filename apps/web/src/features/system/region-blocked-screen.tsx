import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '@fortuna/contracts';
import { LockIcon } from '@/components/ui/icons';
import { StatusScreen } from './status-screen';

export function RegionBlockedScreen({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      kind="blocked"
      icon={<LockIcon />}
      title={t('errors:accessRestricted')}
      logoUrl={status.info.resources.logoUrl}
    >
      <p className="status-screen__text">{t('errors:info_ip_block', { ip: status.location.ip })}</p>
      <div className="status-screen__fact">
        <span className="status-screen__fact-label">{t('blocked.yourIp')}</span>
        <span className="status-screen__fact-value status-screen__ip" data-testid="blocked-ip">
          {status.location.ip}
        </span>
      </div>
      <p className="status-screen__hint">{t('errors:blockip')}</p>
    </StatusScreen>
  );
}
