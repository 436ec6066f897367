import { useTranslation } from 'react-i18next';
import type { RangePreset } from '@/lib/market-date';
import { ChoiceGroup } from './choice-group';

/** The records' period switch (today, this week, …). */
export function PresetSwitch({
  presets,
  value,
  onChange,
}: {
  presets: readonly RangePreset[];
  value: RangePreset;
  onChange: (preset: RangePreset) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <ChoiceGroup look="switch" label={t('records.range')} options={presets} value={value} onChoose={onChange}>
      {(p) => t(`records.preset.${p}`)}
    </ChoiceGroup>
  );
}
