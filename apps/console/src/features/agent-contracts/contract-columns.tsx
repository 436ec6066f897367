import type { TFunction } from 'i18next';
import type { AgentContract } from '@fortuna/contracts/agent-contract-api';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { gridColumns } from '@/components/data-grid';
import { formatDateTime, formatMoney } from '@/lib/format';

const TONE: Record<AgentContract['status'], BadgeTone> = {
  REQUESTED: 'info',
  VALID: 'ok',
  DENIED: 'warn',
  TERMINATED: 'neutral',
};

/** "1.00% from 10,000.00 / 5 active" per tier, one line each. */
export const tiersText = (t: TFunction, c: Pick<AgentContract, 'tiers'>): string[] =>
  c.tiers.map(
    (tier) =>
      t('contracts.tierLine', {
        rate: (tier.rate / 100).toFixed(2),
        validBet: formatMoney(tier.validBet),
        active: tier.active,
      }) + (tier.teamLoss ? ` · ${t('contracts.teamLossLine', { teamLoss: formatMoney(tier.teamLoss) })}` : ''),
  );

const column = gridColumns<AgentContract>();

export const contractColumns = (
  t: TFunction,
  on: { events: (c: AgentContract) => void; terminate: (c: AgentContract) => void },
) =>
  column.columns([
    column.accessor('holder', {
      header: t('contracts.col.holder'),
      cell: (i) => <span className="mono">{i.getValue()}</span>,
    }),
    column.accessor('kind', { header: t('contracts.col.kind'), cell: (i) => t(`contracts.kinds.${i.getValue()}`) }),
    column.accessor('period', {
      header: t('contracts.col.period'),
      cell: (i) => t(`contracts.periods.${i.getValue()}`),
    }),
    column.accessor('status', {
      header: t('contracts.col.status'),
      cell: (i) => <Badge tone={TONE[i.getValue()]}>{t(`contracts.statuses.${i.getValue()}`)}</Badge>,
    }),
    column.display({
      id: 'tiers',
      header: t('contracts.col.tiers'),
      cell: ({ row }) => (
        <span className="nowrap">
          {tiersText(t, row.original).map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </span>
      ),
    }),
    column.accessor('offeredAt', {
      header: t('contracts.col.offeredAt'),
      cell: (i) => <span className="nowrap">{formatDateTime(i.getValue())}</span>,
    }),
    column.display({
      id: 'actions',
      header: t('contracts.col.actions'),
      cell: ({ row }) => (
        <span className="chips">
          <Button size="sm" onClick={() => on.events(row.original)}>
            {t('contracts.history')}
          </Button>
          {row.original.upline === null && (row.original.status === 'VALID' || row.original.status === 'REQUESTED') ? (
            <Button size="sm" onClick={() => on.terminate(row.original)} data-testid={`terminate-${row.original.id}`}>
              {t('contracts.terminate')}
            </Button>
          ) : null}
        </span>
      ),
    }),
  ]);
