import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { teamDownlinesQuery, type TeamRange } from './team-api';
import { TeamMoney } from './team-money';

/**
 * Each direct downline's team over the range; a downline with members below it drills down,
 * and the trail leads back up (the server answers only inside the agent's own team).
 */
export function TeamDownlinesTable({ range }: { range: TeamRange }) {
  const { t } = useTranslation('team');
  const [trail, setTrail] = useState<string[]>([]);
  const parent = trail.at(-1) ?? null;
  const downlines = useQuery({ ...teamDownlinesQuery(range, parent), placeholderData: keepPreviousData });

  return (
    <section className="team-downlines" aria-labelledby="team-downlines-title">
      <h3 id="team-downlines-title" className="team-downlines__title">
        {t('downlines.title')}
      </h3>
      <nav className="team-trail" aria-label={t('downlines.trail')}>
        <button type="button" onClick={() => setTrail([])} aria-current={trail.length === 0 ? 'page' : undefined}>
          {t('downlines.me')}
        </button>
        {trail.map((name, i) => (
          <button
            key={name}
            type="button"
            onClick={() => setTrail(trail.slice(0, i + 1))}
            aria-current={i === trail.length - 1 ? 'page' : undefined}
          >
            {name}
          </button>
        ))}
      </nav>
      {downlines.isPending ? (
        <Spinner size="sm" label={t('loading')} />
      ) : downlines.isError ? (
        <EmptyState title={t('error')} />
      ) : downlines.data.list.length === 0 ? (
        <EmptyState title={t('downlines.none')} />
      ) : (
        <div className="team-table-wrap">
          <table className="team-table" data-testid="team-downlines">
            <thead>
              <tr>
                <th scope="col">{t('downlines.member')}</th>
                <th scope="col">{t('figure.teamSize')}</th>
                <th scope="col">{t('figure.bets')}</th>
                <th scope="col">{t('figure.payouts')}</th>
                <th scope="col">{t('figure.deposits')}</th>
                <th scope="col">{t('figure.withdrawals')}</th>
                <th scope="col">{t('figure.profitLoss')}</th>
              </tr>
            </thead>
            <tbody>
              {downlines.data.list.map((d) => (
                <tr key={d.username} data-username={d.username}>
                  <th scope="row">
                    {d.teamSize > 1 ? (
                      <button type="button" className="team-link" onClick={() => setTrail([...trail, d.username])}>
                        {d.username}
                      </button>
                    ) : (
                      d.username
                    )}
                    {d.isAgent ? <span className="team-tag">{t('downlines.agent')}</span> : null}
                  </th>
                  <td>{d.teamSize}</td>
                  <td>
                    <TeamMoney value={d.bets} />
                  </td>
                  <td>
                    <TeamMoney value={d.payouts} />
                  </td>
                  <td>
                    <TeamMoney value={d.deposits} />
                  </td>
                  <td>
                    <TeamMoney value={d.withdrawals} />
                  </td>
                  <td>
                    <TeamMoney value={d.profitLoss} signed />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
