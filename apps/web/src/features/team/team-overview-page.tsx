import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamOverview } from '@fortuna/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ZoneNote } from '@/components/zone-note';
import { presetRange, type RangePreset } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';
import { teamOverviewQuery } from './team-api';
import { TeamChart } from './team-chart';
import { TeamDownlinesTable } from './team-downlines';
import { TeamMoney } from './team-money';
import { TeamRangeSwitch } from './team-range';
import './team.css';

/** Spec §2 agentTeamOverview: the team's figures over a period, the daily chart and the direct downlines. */
export function TeamOverviewPage() {
  const { t } = useTranslation('team');
  const zone = useMarketZone();
  const [preset, setPreset] = useState<RangePreset>('week');
  const range = useMemo(() => presetRange(preset, new Date(), zone), [preset, zone]);
  const overview = useQuery({ ...teamOverviewQuery(range), placeholderData: keepPreviousData });

  return (
    <section className="team-page" data-testid="team-overview">
      <div className="team-page__bar">
        <TeamRangeSwitch value={preset} onChange={setPreset} />
        <ZoneNote />
      </div>
      {overview.isPending ? (
        <Spinner label={t('loading')} />
      ) : overview.isError ? (
        <EmptyState
          title={t('error')}
          action={
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void overview.refetch()}>
              {t('retry')}
            </button>
          }
        />
      ) : (
        <>
          <TeamCards overview={overview.data} />
          {overview.data.teamSize === 0 && overview.data.rounds === 0 ? (
            <EmptyState title={t('emptyTeam')} hint={t('emptyTeamHint')} />
          ) : (
            <TeamChart days={overview.data.days} />
          )}
          <TeamDownlinesTable range={range} />
        </>
      )}
    </section>
  );
}

function TeamCards({ overview: o }: { overview: TeamOverview }) {
  const { t } = useTranslation('team');
  const cards: Array<[string, React.ReactNode]> = [
    ['teamSize', o.teamSize],
    ['newRegistrations', o.newRegistrations],
    ['activeMembers', o.activeMembers],
    ['balance', <TeamMoney key="b" value={o.balance} />],
    ['deposits', <TeamMoney key="d" value={o.deposits} />],
    ['depositors', o.depositors],
    ['withdrawals', <TeamMoney key="w" value={o.withdrawals} />],
    ['bets', <TeamMoney key="bt" value={o.bets} />],
    ['validBets', <TeamMoney key="v" value={o.validBets} />],
    ['payouts', <TeamMoney key="p" value={o.payouts} />],
    ['bonuses', <TeamMoney key="bo" value={o.bonuses} />],
    ['profitLoss', <TeamMoney key="pl" value={o.profitLoss} signed />],
  ];
  return (
    <dl className="team-cards" data-testid="team-cards">
      {cards.map(([key, value]) => (
        <div key={key} className="team-card" data-figure={key}>
          <dt>{t(`figure.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
