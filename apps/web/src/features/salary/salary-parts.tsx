import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { twoDecimalFormat } from '@/lib/locale';
import type { RangePreset } from '@/lib/market-date';

export const SALARY_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'week', 'month'];

/** The period switch of the records (market days of the brand's zone). */
export function SalaryRangeSwitch({ value, onChange }: { value: RangePreset; onChange: (p: RangePreset) => void }) {
  const { t } = useTranslation('salary');
  return (
    <span className="pill-switch" role="group" aria-label={t('range')}>
      {SALARY_PRESETS.map((p) => (
        <button key={p} type="button" aria-pressed={p === value} onClick={() => onChange(p)}>
          {t(`preset.${p}`)}
        </button>
      ))}
    </span>
  );
}

/** A money string of the API with the language's grouping. */
export function SalaryMoney({ value, signed = false }: { value: string; signed?: boolean }) {
  const n = Number(value);
  const tone = signed && n < 0 ? ' salary-money--neg' : '';
  return <span className={`salary-money${tone}`}>{twoDecimalFormat(currentLanguage()).format(n)}</span>;
}

/** A rate per 10,000 as a percentage (150 → 1.5%). */
export const ratePercent = (rate: number) => `${(rate / 100).toLocaleString(undefined, { maximumFractionDigits: 2 })}%`;
