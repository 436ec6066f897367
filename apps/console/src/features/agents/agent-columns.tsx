import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { ConsoleAgentNode, ConsoleAgentStep, TeamDay } from '@fortuna/contracts';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { gridColumns, type GridColumns } from '@/components/data-grid';
import { formatMoney } from '@/lib/format';

/** The team figures every row shows (money), in column order. */
export const FIGURE_KEYS = [
  'bets',
  'validBets',
  'payouts',
  'bonuses',
  'profitLoss',
  'deposits',
  'withdrawals',
] as const;

const num = (text: string) => <span className="num">{text}</span>;
const money = (value: string) => <span className="num mono">{formatMoney(value)}</span>;
const count = (value: number) => <span className="num mono">{value}</span>;

const node = gridColumns<ConsoleAgentNode>();

/**
 * A level of the tree (or search results): the username drills down into an agent's downlines,
 * "Report" opens the agent's team by day, "Member" its member page.
 */
export function nodeColumns(
  t: TFunction,
  open: { drill: (n: ConsoleAgentNode) => void; report: (n: ConsoleAgentNode) => void },
  /** Search results come from any depth: each shows its uplines. */
  withUplines: boolean,
): GridColumns<ConsoleAgentNode> {
  const uplines = node.accessor('trail', {
    header: t('agents:col.upline'),
    cell: (i) => {
      const trail: ConsoleAgentStep[] = i.row.original.trail ?? [];
      return (
        <span className="muted">
          {trail
            .slice(0, -1)
            .map((s) => s.username)
            .join(' › ') || '—'}
        </span>
      );
    },
  });
  return node.columns([
    node.accessor('username', {
      header: t('agents:col.username'),
      cell: (i) => {
        const n = i.row.original;
        return n.isAgent && n.teamSize > 1 ? (
          <Button
            size="sm"
            variant="ghost"
            className="strong-link"
            onClick={() => open.drill(n)}
            aria-label={t('agents:drill', { name: n.username })}
          >
            {n.username}
          </Button>
        ) : (
          <span>{n.username}</span>
        );
      },
    }),
    node.accessor('isAgent', {
      header: t('agents:col.kind'),
      cell: (i) => (
        <Badge tone={i.getValue() ? 'ok' : 'neutral'}>{t(i.getValue() ? 'agents:agent' : 'agents:player')}</Badge>
      ),
    }),
    ...(withUplines ? [uplines] : []),
    node.accessor('teamSize', { header: () => num(t('agents:col.teamSize')), cell: (i) => count(i.getValue()) }),
    node.accessor('activeMembers', {
      header: () => num(t('agents:col.activeMembers')),
      cell: (i) => count(i.getValue()),
    }),
    ...FIGURE_KEYS.map((key) =>
      node.accessor(key, { header: () => num(t(`agents:col.${key}`)), cell: (i) => money(i.getValue()) }),
    ),
    node.display({
      id: 'actions',
      header: t('agents:col.actions'),
      cell: (i) => {
        const n = i.row.original;
        return (
          <span className="row-actions">
            {n.isAgent ? (
              <Button size="sm" variant="ghost" onClick={() => open.report(n)}>
                {t('agents:report')}
              </Button>
            ) : null}
            <Link
              to={`/members/${n.id}`}
              className="btn btn--ghost btn--sm"
              aria-label={t('agents:memberPageOf', { name: n.username })}
            >
              {t('agents:memberPage')}
            </Link>
          </span>
        );
      },
    }),
  ]);
}

const day = gridColumns<TeamDay>();

/** An agent's team by market day. */
export function dayColumns(t: TFunction): GridColumns<TeamDay> {
  return day.columns([
    day.accessor('date', { header: t('agents:col.date') }),
    day.accessor('rounds', { header: () => num(t('agents:col.rounds')), cell: (i) => count(i.getValue()) }),
    day.accessor('activeMembers', {
      header: () => num(t('agents:col.activeMembers')),
      cell: (i) => count(i.getValue()),
    }),
    day.accessor('depositors', { header: () => num(t('agents:col.depositors')), cell: (i) => count(i.getValue()) }),
    ...FIGURE_KEYS.map((key) =>
      day.accessor(key, { header: () => num(t(`agents:col.${key}`)), cell: (i) => money(i.getValue()) }),
    ),
  ]);
}
