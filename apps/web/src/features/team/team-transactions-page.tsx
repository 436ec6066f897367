import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEAM_TRANSACTION_TYPES, type TeamTransactionType } from '@fortuna/contracts';
import { teamTransactionsQuery } from './team-reports-api';
import {
  ReportBar,
  ReportPager,
  ReportState,
  ReportTime,
  SelectFilter,
  Total,
  UsernameFilter,
  ReportTable,
} from './team-report-parts';
import { useTeamReport } from './team-report-state';
import { TeamMoney } from './team-money';
import './team.css';

/** Spec §2 agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals, transfers and adjustments. */
export function TeamTransactionsPage() {
  const { t } = useTranslation('team');
  const { zone, preset, setPreset, range, pageNo, setPageNo, reset } = useTeamReport('week');
  const [username, setUsername] = useState('');
  const [type, setType] = useState<TeamTransactionType | ''>('');
  const lines = useQuery(teamTransactionsQuery({ ...range, username, type: type || undefined, pageNo }));

  return (
    <section className="team-page" data-testid="team-transactions">
      <ReportBar preset={preset} onChange={setPreset} />
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
            <ReportTable
              testId="team-transactions-table"
              columns={[t('downlines.member'), t('report.time'), t('tx.type'), t('tx.amount'), t('tx.balanceAfter')]}
            >
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
            </ReportTable>
            <ReportPager page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </ReportState>
    </section>
  );
}
