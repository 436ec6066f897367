import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BILL_KINDS, type AgentIncome } from '@fortuna/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ZoneNote } from '@/components/zone-note';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';
import { incomeQuery } from './salary-api';
import { SalaryMoney, SalaryRangeSwitch } from './salary-parts';
import './salary.css';

const FIGURES = ['gross', 'net', 'received', 'paidDown'] as const;

/** Spec §2 agentRevenueReport (my income): per market day, gross and net of each contract kind, what was paid down. */
export function RevenueReportPage() {
  const { t } = useTranslation('salary');
  const zone = useMarketZone();
  const [preset, setPreset] = useState<RangePreset>('week');
  const range = useMemo(() => presetRange(preset, new Date(), zone), [preset, zone]);
  const income = useQuery({ ...incomeQuery(range), placeholderData: keepPreviousData });

  return (
    <section className="salary-page" data-testid="agent-income">
      <div className="salary-page__bar">
        <SalaryRangeSwitch value={preset} onChange={setPreset} />
        <ZoneNote />
      </div>
      {income.isPending ? (
        <Spinner label={t('loading')} />
      ) : income.isError ? (
        <EmptyState
          title={t('error')}
          action={
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void income.refetch()}>
              {t('retry')}
            </button>
          }
        />
      ) : income.data.days.length === 0 ? (
        <EmptyState title={t('emptyIncome')} hint={t('emptyIncomeHint')} />
      ) : (
        <IncomeTable income={income.data} />
      )}
    </section>
  );
}

function IncomeTable({ income }: { income: AgentIncome }) {
  const { t } = useTranslation('salary');
  const rows: Array<{ key: string; label: string; kinds: AgentIncome['totals'] }> = [
    ...income.days.map((d) => ({ key: d.date, label: d.date, kinds: d.kinds })),
    { key: 'total', label: t('total'), kinds: income.totals },
  ];
  return (
    <div className="salary-table-wrap">
      <table className="salary-table salary-table--income">
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t('field.date')}
            </th>
            {BILL_KINDS.map((k) => (
              <th key={k} scope="colgroup" colSpan={FIGURES.length} className="salary-group">
                {t(`kind.${k}`)}
              </th>
            ))}
          </tr>
          <tr>
            {BILL_KINDS.flatMap((k) =>
              FIGURES.map((f, i) => (
                <th key={`${k}-${f}`} scope="col" className={i === 0 ? 'salary-group-start' : undefined}>
                  {t(`field.${f}`)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.key === 'total' ? 'salary-total-row' : undefined}>
              <th scope="row" data-label={t('field.date')}>
                {r.label}
              </th>
              {BILL_KINDS.flatMap((k) =>
                FIGURES.map((f, i) => (
                  <td
                    key={`${k}-${f}`}
                    className={i === 0 ? 'salary-group-start' : undefined}
                    data-label={`${t(`kind.${k}`)} · ${t(`field.${f}`)}`}
                  >
                    <SalaryMoney value={r.kinds[k][f]} signed={f === 'net'} />
                  </td>
                )),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
