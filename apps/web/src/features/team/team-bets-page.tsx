import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZoneNote } from '@/components/zone-note';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';
import { teamBetsQuery } from './team-reports-api';
import { ReportPager, ReportState, ReportTime, SelectFilter, Total, UsernameFilter } from './team-report-parts';
import { TeamMoney } from './team-money';
import { TeamRangeSwitch } from './team-range';
import './team.css';

/** Spec §2 personalHistoryCopy in the agent centre (team betting): the team's rounds by member and game. */
export function TeamBetsPage() {
  const { t } = useTranslation('team');
  const zone = useMarketZone();
  const [preset, setPreset] = useState<RangePreset>('today');
  const range = useMemo(() => presetRange(preset, new Date(), zone), [preset, zone]);
  const [username, setUsername] = useState('');
  const [gameType, setGameType] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const bets = useQuery(teamBetsQuery({ ...range, username, gameType, pageNo }));
  const reset =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPageNo(1);
    };
  const types = bets.data?.gameTypes ?? [];

  return (
    <section className="team-page" data-testid="team-bets">
      <div className="team-page__bar">
        <TeamRangeSwitch value={preset} onChange={reset(setPreset)} />
        <ZoneNote />
      </div>
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
            <div className="team-table-wrap">
              <table className="team-table" data-testid="team-bets-table">
                <thead>
                  <tr>
                    <th scope="col">{t('downlines.member')}</th>
                    <th scope="col">{t('report.time')}</th>
                    <th scope="col">{t('report.game')}</th>
                    <th scope="col">{t('figure.bets')}</th>
                    <th scope="col">{t('figure.validBets')}</th>
                    <th scope="col">{t('figure.payouts')}</th>
                    <th scope="col">{t('figure.profitLoss')}</th>
                    <th scope="col">{t('report.status')}</th>
                  </tr>
                </thead>
                <tbody>
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
