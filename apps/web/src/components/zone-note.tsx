import { useTranslation } from 'react-i18next';
import { useMarketTime } from '@/lib/market-time';

/** "Dates and times in GMT+8": the zone a record page's days and times are in (the brand's). */
export function ZoneNote() {
  const { t } = useTranslation();
  const { zone, label } = useMarketTime();
  return (
    <p className="zone-note" data-testid="zone-note" title={zone}>
      {t('zone.note', { zone: label })}
    </p>
  );
}
