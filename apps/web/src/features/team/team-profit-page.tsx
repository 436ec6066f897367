import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfitView } from '@fortuna/contracts';
import { teamProfitQuery } from './team-reports-api';
import { ReportBar, ReportPager, ReportState, Total, UsernameFilter, ReportTable } from './team-report-parts';
import { useTeamReport } from './team-report-state';
import { TeamMoney } from './team-money';
import './team.css';

/**
 * Spec §2 palStatementsAgentCopy (user profit and loss): per member (its own play) or per direct
 * downline's team; a username narrows to one member, or (per team) opens that member's downlines.
 */
export function TeamProfitPage() {
  const { t } = useTranslation('team');
  const { preset, setPreset, range, pageNo, setPageNo, reset } = useTeamReport('week');
  const [view, setView] = useState<ProfitView>('MEMBER');
  const [username, setUsername] = useState('');
  const profit = useQuery(teamProfitQuery({ ...range, view, username, pageNo }));

  return (
    <section className="team-page" data-testid="team-profit">
      <ReportBar preset={preset} onChange={setPreset} />
      <div className="team-filters">
        <span className="pill-switch" role="group" aria-label={t('profit.view')}>
          {(['MEMBER', 'TEAM'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={v === view} onClick={() => reset(setView)(v)}>
              {t(`profit.views.${v}`)}
            </button>
          ))}
        </span>
        <UsernameFilter
          label={view === 'TEAM' ? t('profit.under') : t('report.member')}
          value={username}
          onChange={reset(setUsername)}
        />
      </div>
      <ReportState query={profit} isEmpty={(d) => d.total === 0} empty={t('profit.none')}>
        {(data) => (
          <>
            <dl className="team-cards team-cards--compact">
              <Total label={t('figure.bets')}>
                <TeamMoney value={data.totals.bets} />
              </Total>
              <Total label={t('figure.validBets')}>
                <TeamMoney value={data.totals.validBets} />
              </Total>
              <Total label={t('figure.payouts')}>
                <TeamMoney value={data.totals.payouts} />
              </Total>
              <Total label={t('figure.bonuses')}>
                <TeamMoney value={data.totals.bonuses} />
              </Total>
              <Total label={t('figure.profitLoss')}>
                <TeamMoney value={data.totals.profitLoss} signed />
              </Total>
            </dl>
            <ReportTable
              testId="team-profit-table"
              columns={[
                view === 'TEAM' ? t('profit.team') : t('downlines.member'),
                ...(view === 'TEAM' ? [t('figure.teamSize')] : []),
                t('report.rounds'),
                t('figure.bets'),
                t('figure.validBets'),
                t('figure.payouts'),
                t('figure.bonuses'),
                t('figure.profitLoss'),
              ]}
            >
              {data.list.map((r) => (
                <tr key={r.username} data-username={r.username}>
                  <th scope="row">
                    {view === 'TEAM' && r.teamSize > 1 ? (
                      <button type="button" className="team-link" onClick={() => reset(setUsername)(r.username)}>
                        {r.username}
                      </button>
                    ) : (
                      r.username
                    )}
                    {r.isAgent ? <span className="team-tag">{t('downlines.agent')}</span> : null}
                  </th>
                  {view === 'TEAM' ? <td>{r.teamSize}</td> : null}
                  <td>{r.rounds}</td>
                  <td>
                    <TeamMoney value={r.bets} />
                  </td>
                  <td>
                    <TeamMoney value={r.validBets} />
                  </td>
                  <td>
                    <TeamMoney value={r.payouts} />
                  </td>
                  <td>
                    <TeamMoney value={r.bonuses} />
                  </td>
                  <td>
                    <TeamMoney value={r.profitLoss} signed />
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
