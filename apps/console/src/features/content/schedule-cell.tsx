import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { formatDateTime } from '@/lib/format';

/** Where an item's schedule stands: shown now, not yet started, or ended (disabled). */
export function scheduleState(item: { live: boolean; startsAt: string }, now = Date.now()) {
  if (item.live) return 'live' as const;
  return Date.parse(item.startsAt) > now ? ('scheduled' as const) : ('ended' as const);
}

export function ScheduleCell({ item }: { item: { live: boolean; startsAt: string; endsAt: string | null } }) {
  const { t } = useTranslation('content');
  const state = scheduleState(item);
  return (
    <div className="cell-stack schedule-cell">
      <Badge tone={state === 'live' ? 'ok' : state === 'scheduled' ? 'info' : 'neutral'}>{t(`state.${state}`)}</Badge>
      <span className="muted nowrap">
        {formatDateTime(item.startsAt)} → {item.endsAt ? formatDateTime(item.endsAt) : t('state.noEnd')}
      </span>
    </div>
  );
}
