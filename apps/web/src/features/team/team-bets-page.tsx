import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { teamBetsQuery } from './team-reports-api';
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

/** Spec §2 personalHistoryCopy in the agent centre (team betting): the team's rounds by member and game. */
export function TeamBetsPage() {
  const { t } = useTranslation('team');
  const { zone, preset, setPreset, range, pageNo, setPageNo, reset } = useTeamReport('today');
  const [username, setUsername] = useState('');
  const [gameType, setGameType] = useState('');
  const bets = useQuery(teamBetsQuery({ ...range, username, gameType, pageNo }));
  const types = bets.data?.gameTypes ?? [];

  return (
    <section className="team-page" data-testid="team-bets">
      <ReportBar preset={preset} onChange={setPreset} />
      <div className="team-filters">
        <UsernameFilter label={t('report.member')} value={username} onChange={reset(setUsername)} />
        <SelectFilter
          label={t('report.game')}
          value={gameType}
          onChange={reset(setGameType)}
          options={[
            { value: '', label: t('report.allGames') },
            ...[...new Set([...types, ...(gameType ? [gameType] : [])])].map((g) => ({
              value: g,
              label: t(`lobby:category.${g}`, { defaultValue: g }),
            })),
          ]}
        />
      </div>
      <ReportState query={bets} isEmpty={(d) => d.total === 0} empty={t('report.noBets')}>
        {(data) => (
          <>
            <dl className="team-cards team-cards--compact">
              <Total label={t('report.rounds')}>{data.totals.rounds}</Total>
              <Total label={t('figure.bets')}>
                <TeamMoney value={data.totals.betAmount} />
              </Total>
              <Total label={t('figure.validBets')}>
                <TeamMoney value={data.totals.validBet} />
              </Total>
              <Total label={t('figure.payouts')}>
                <TeamMoney value={data.totals.payout} />
              </Total>
              <Total label={t('figure.profitLoss')}>
                <TeamMoney value={data.totals.profit} signed />
              </Total>
            </dl>
            <ReportTable
              testId="team-bets-table"
              columns={[
                t('downlines.member'),
                t('report.time'),
                t('report.game'),
                t('figure.bets'),
                t('figure.validBets'),
                t('figure.payouts'),
                t('figure.profitLoss'),
                t('report.status'),
              ]}
            >
              {data.list.map((r) => (
                <tr key={`${r.username}:${r.roundId}`}>
                  <th scope="row">{r.username}</th>
                  <td>
                    <ReportTime iso={r.time} timeZone={zone} />
                  </td>
                  <td className="team-table__text">
                    {r.gameName}
                    <span className="team-table__sub">{r.vendorName}</span>
                  </td>
                  <td>
                    <TeamMoney value={r.betAmount} />
                  </td>
                  <td>
                    <TeamMoney value={r.validBet} />
                  </td>
                  <td>
                    <TeamMoney value={r.payout} />
                  </td>
                  <td>
                    <TeamMoney value={r.profit} signed />
                  </td>
                  <td>{t(`report.roundStatus.${r.status}`)}</td>
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
