import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProfitView } from '@fortuna/contracts';
import { ZoneNote } from '@/components/zone-note';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';
import { teamProfitQuery } from './team-reports-api';
import { ReportPager, ReportState, Total, UsernameFilter } from './team-report-parts';
import { TeamMoney } from './team-money';
import { TeamRangeSwitch } from './team-range';
import './team.css';

/**
 * Spec §2 palStatementsAgentCopy (user profit and loss): per member (its own play) or per direct
 * downline's team; a username narrows to one member, or (per team) opens that member's downlines.
 */
export function TeamProfitPage() {
  const { t } = useTranslation('team');
  const zone = useMarketZone();
  const [preset, setPreset] = useState<RangePreset>('week');
  const range = useMemo(() => presetRange(preset, new Date(), zone), [preset, zone]);
  const [view, setView] = useState<ProfitView>('MEMBER');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const profit = useQuery(teamProfitQuery({ ...range, view, username, pageNo }));
  const reset =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPageNo(1);
    };

  return (
    <section className="team-page" data-testid="team-profit">
      <div className="team-page__bar">
        <TeamRangeSwitch value={preset} onChange={reset(setPreset)} />
        <ZoneNote />
      </div>
      <div className="team-filters">
        <span className="team-switch" role="group" aria-label={t('profit.view')}>
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
            <div className="team-table-wrap">
              <table className="team-table" data-testid="team-profit-table">
                <thead>
                  <tr>
                    <th scope="col">{view === 'TEAM' ? t('profit.team') : t('downlines.member')}</th>
                    {view === 'TEAM' ? <th scope="col">{t('figure.teamSize')}</th> : null}
                    <th scope="col">{t('report.rounds')}</th>
                    <th scope="col">{t('figure.bets')}</th>
                    <th scope="col">{t('figure.validBets')}</th>
                    <th scope="col">{t('figure.payouts')}</th>
                    <th scope="col">{t('figure.bonuses')}</th>
                    <th scope="col">{t('figure.profitLoss')}</th>
                  </tr>
                </thead>
                <tbody>
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
