import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEAM_TRANSACTION_TYPES, type TeamTransactionType } from '@fortuna/contracts';
import { ZoneNote } from '@/components/zone-note';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';
import { teamTransactionsQuery } from './team-reports-api';
import { ReportPager, ReportState, ReportTime, SelectFilter, Total, UsernameFilter } from './team-report-parts';
import { TeamMoney } from './team-money';
import { TeamRangeSwitch } from './team-range';
import './team.css';

/** Spec §2 agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals, transfers and adjustments. */
export function TeamTransactionsPage() {
  const { t } = useTranslation('team');
  const zone = useMarketZone();
  const [preset, setPreset] = useState<RangePreset>('week');
  const range = useMemo(() => presetRange(preset, new Date(), zone), [preset, zone]);
  const [username, setUsername] = useState('');
  const [type, setType] = useState<TeamTransactionType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const lines = useQuery(teamTransactionsQuery({ ...range, username, type: type || undefined, pageNo }));
  const reset =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPageNo(1);
    };

  return (
    <section className="team-page" data-testid="team-transactions">
      <div className="team-page__bar">
        <TeamRangeSwitch value={preset} onChange={reset(setPreset)} />
        <ZoneNote />
      </div>
      <div className="team-filters">
        <UsernameFilter label={t('report.member')} value={username} onChange={reset(setUsername)} />
        <SelectFilter<TeamTransactionType | ''>
          label={t('tx.type')}
          value={type}
          onChange={reset(setType)}
          options={[
            { value: '', label: t('tx.all') },
            ...TEAM_TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`tx.types.${v}`) })),
          ]}
        />
      </div>
      <ReportState query={lines} isEmpty={(d) => d.total === 0} empty={t('tx.none')}>
        {(data) => (
          <>
            <dl className="team-cards team-cards--compact">
              {data.totals.map((s) => (
                <Total key={s.type} label={`${t(`tx.types.${s.type}`)} (${s.count})`}>
                  <TeamMoney value={s.amount} signed />
                </Total>
              ))}
            </dl>
            <div className="team-table-wrap">
              <table className="team-table" data-testid="team-transactions-table">
                <thead>
                  <tr>
                    <th scope="col">{t('downlines.member')}</th>
                    <th scope="col">{t('report.time')}</th>
                    <th scope="col">{t('tx.type')}</th>
                    <th scope="col">{t('tx.amount')}</th>
                    <th scope="col">{t('tx.balanceAfter')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((l) => (
                    <tr key={l.id}>
                      <th scope="row">{l.username}</th>
                      <td>
                        <ReportTime iso={l.time} timeZone={zone} />
                      </td>
                      <td>{t(`tx.types.${l.type}`)}</td>
                      <td>
                        <TeamMoney value={l.amount} signed />
                      </td>
                      <td>
                        <TeamMoney value={l.balanceAfter} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ReportPager page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </ReportState>
    </section>
  );
}
