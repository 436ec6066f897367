import { useTranslation } from 'react-i18next';
import type { RangePreset } from '@/lib/market-date';

export const TEAM_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'week', 'month'];

/** The overview's period switch (market days of the brand's zone). */
export function TeamRangeSwitch({ value, onChange }: { value: RangePreset; onChange: (p: RangePreset) => void }) {
  const { t } = useTranslation('team');
  return (
    <span className="pill-switch" role="group" aria-label={t('range')} data-testid="team-range">
      {TEAM_PRESETS.map((p) => (
        <button key={p} type="button" aria-pressed={p === value} onClick={() => onChange(p)}>
          {t(`preset.${p}`)}
        </button>
      ))}
    </span>
  );
}
