import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter, MemberKindFilter, TeamMember } from '@fortuna/contracts';
import { teamMembersQuery } from './team-reports-api';
import { ReportBar, ReportPager, ReportState, SelectFilter, UsernameFilter, ReportTable } from './team-report-parts';
import { useTeamReport } from './team-report-state';
import { TeamMoney } from './team-money';
import './team.css';

type Props = {
  /** The transfer to a downline (the cashier's panel, composed by the agent centre), for a picked member. */
  transfer?: (username: string) => ReactNode;
  /** Row actions the agent centre adds (e.g. a contract offer) for a member. */
  actions?: (member: TeamMember) => ReactNode;
};

/**
 * Spec §2 downlineManagmentView: the team level by level (breadcrumbs back up), a username
 * search at any depth, agent/player and active filters, each member's team figures over a
 * period, and the transfer to a downline.
 */
export function TeamManagementPage({ transfer, actions }: Props) {
  const { t } = useTranslation('team');
  const { preset, setPreset, range, pageNo, setPageNo, reset } = useTeamReport('week');
  const [drill, setDrill] = useState<string | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<MemberKindFilter>('ALL');
  const [active, setActive] = useState<ActiveFilter>('ALL');
  const [picked, setPicked] = useState<string | null>(null);
  const parent = keyword ? undefined : drill;
  const members = useQuery(teamMembersQuery({ ...range, parent, keyword, kind, active, pageNo }));
  // The server answers the chain from the agent down to the level shown (the breadcrumbs).
  const trail = keyword ? [] : (members.data?.trail ?? []);

  return (
    <section className="team-page" data-testid="team-management">
      <ReportBar preset={preset} onChange={setPreset} />
      <div className="team-filters">
        <UsernameFilter label={t('manage.search')} value={keyword} onChange={reset(setKeyword)} />
        <SelectFilter
          label={t('manage.kind')}
          value={kind}
          onChange={reset(setKind)}
          options={(['ALL', 'AGENT', 'PLAYER'] as const).map((v) => ({ value: v, label: t(`manage.kinds.${v}`) }))}
        />
        <SelectFilter
          label={t('manage.active')}
          value={active}
          onChange={reset(setActive)}
          options={(['ALL', 'ACTIVE', 'INACTIVE'] as const).map((v) => ({
            value: v,
            label: t(`manage.actives.${v}`),
          }))}
        />
      </div>
      {keyword ? (
        <p className="team-panel__hint">{t('manage.searching', { keyword })}</p>
      ) : (
        <nav className="team-trail" aria-label={t('downlines.trail')} data-testid="team-trail">
          {trail.map((name, i) => (
            <button
              key={name}
              type="button"
              onClick={() => reset(setDrill)(i === 0 ? undefined : name)}
              aria-current={i === trail.length - 1 ? 'page' : undefined}
            >
              {i === 0 ? t('downlines.me') : name}
            </button>
          ))}
        </nav>
      )}
      <ReportState query={members} isEmpty={(d) => d.list.length === 0} empty={t('manage.none')}>
        {(data) => (
          <>
            <ReportTable
              testId="team-members"
              columns={[
                t('downlines.member'),
                t('manage.level'),
                t('figure.teamSize'),
                t('manage.balance'),
                t('figure.bets'),
                t('figure.validBets'),
                t('figure.deposits'),
                t('figure.withdrawals'),
                t('figure.profitLoss'),
                t('manage.actions'),
              ]}
            >
              {data.list.map((m) => (
                <tr key={m.username} data-username={m.username}>
                  <th scope="row">
                    {m.teamSize > 1 ? (
                      <button
                        type="button"
                        className="team-link"
                        onClick={() => {
                          setKeyword('');
                          setPageNo(1);
                          setDrill(m.username);
                        }}
                      >
                        {m.username}
                      </button>
                    ) : (
                      m.username
                    )}
                    {m.isAgent ? <span className="team-tag">{t('downlines.agent')}</span> : null}
                    {m.active ? <span className="team-tag team-tag--on">{t('manage.isActive')}</span> : null}
                  </th>
                  <td>{m.level}</td>
                  <td>{m.teamSize}</td>
                  <td>
                    <TeamMoney value={m.balance} />
                  </td>
                  <td>
                    <TeamMoney value={m.bets} />
                  </td>
                  <td>
                    <TeamMoney value={m.validBets} />
                  </td>
                  <td>
                    <TeamMoney value={m.deposits} />
                  </td>
                  <td>
                    <TeamMoney value={m.withdrawals} />
                  </td>
                  <td>
                    <TeamMoney value={m.profitLoss} signed />
                  </td>
                  <td className="team-actions">
                    {transfer ? (
                      <button
                        type="button"
                        className="btn btn--ghost btn--sm"
                        aria-pressed={picked === m.username}
                        data-testid="member-transfer"
                        onClick={() => setPicked(picked === m.username ? null : m.username)}
                      >
                        {t('manage.transfer')}
                      </button>
                    ) : null}
                    {actions?.(m)}
                  </td>
                </tr>
              ))}
            </ReportTable>
            <ReportPager page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </ReportState>
      {transfer && picked ? <div data-testid="team-transfer">{transfer(picked)}</div> : null}
    </section>
  );
}
