import { useTranslation } from 'react-i18next';
import { MAX_DAYS, rangeProblem } from '@/lib/report-range';
import { Field } from './field';

type Props = {
  startDate: string;
  endDate: string;
  startLabel: string;
  endLabel: string;
  onChange: (patch: { startDate?: string; endDate?: string }) => void;
};

/** A report's first and last day (inclusive), the range's problem shown under the last day. */
export function DateRangeFields({ startDate, endDate, startLabel, endLabel, onChange }: Props) {
  const { t } = useTranslation();
  const problem = rangeProblem(startDate, endDate);
  return (
    <>
      <Field label={startLabel}>
        {(c) => (
          <input
            {...c}
            type="date"
            value={startDate}
            max={endDate}
            onChange={(e) => onChange({ startDate: e.target.value })}
          />
        )}
      </Field>
      <Field label={endLabel} error={problem ? t(`reports.range.${problem}`, { max: MAX_DAYS }) : undefined}>
        {(c) => (
          <input
            {...c}
            type="date"
            value={endDate}
            min={startDate}
            onChange={(e) => onChange({ endDate: e.target.value })}
          />
        )}
      </Field>
    </>
  );
}
