import type { TFunction } from 'i18next';
import type { BillStatus, ConsoleAgentBill } from '@fortuna/contracts';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { gridColumns, type GridColumns } from '@/components/data-grid';
import { formatDateTime, formatMoney } from '@/lib/format';

const TONE: Record<BillStatus, BadgeTone> = {
  ISSUED: 'ok',
  PART_RECEIVED: 'warn',
  INSUFFICIENT: 'danger',
  NOT_REACHED: 'neutral',
  REJECTED: 'neutral',
  UNAPPROVED: 'info',
  EXPIRED: 'neutral',
};
const money = (value: string) => <span className="num mono">{formatMoney(value)}</span>;
const bill = gridColumns<ConsoleAgentBill>();

/** The bills grid; with `decide`, unapproved dividends get Approve and Reject (top-down: a waiting one says so). */
export function billColumns(
  t: TFunction,
  decide?: (b: ConsoleAgentBill, decision: 'APPROVE' | 'REJECT') => void,
): GridColumns<ConsoleAgentBill> {
  const columns = [
    bill.accessor('username', { header: t('settlement:col.agent') }),
    bill.accessor('payer', {
      header: t('settlement:col.payer'),
      cell: (i) => i.getValue() ?? <span className="muted">{t('settlement:platform')}</span>,
    }),
    bill.accessor('kind', { header: t('settlement:col.kind'), cell: (i) => t(`settlement:kind.${i.getValue()}`) }),
    bill.accessor('periodStart', { header: t('settlement:col.period'), cell: (i) => formatDateTime(i.getValue()) }),
    bill.accessor('teamValidBet', { header: t('settlement:col.validBet'), cell: (i) => money(i.getValue()) }),
    bill.accessor('teamProfitLoss', { header: t('settlement:col.profitLoss'), cell: (i) => money(i.getValue()) }),
    bill.accessor('tier', {
      header: t('settlement:col.tier'),
      cell: (i) => (i.getValue() === null ? '—' : `${i.getValue()} · ${i.row.original.rate / 100}%`),
    }),
    bill.accessor('gross', { header: t('settlement:col.gross'), cell: (i) => money(i.getValue()) }),
    bill.accessor('downlineTotal', { header: t('settlement:col.downline'), cell: (i) => money(i.getValue()) }),
    bill.accessor('net', { header: t('settlement:col.net'), cell: (i) => money(i.getValue()) }),
    bill.accessor('received', { header: t('settlement:col.received'), cell: (i) => money(i.getValue()) }),
    bill.accessor('status', {
      header: t('settlement:col.status'),
      cell: (i) => <Badge tone={TONE[i.getValue()]}>{t(`settlement:status.${i.getValue()}`)}</Badge>,
    }),
  ];
  if (!decide) return bill.columns(columns);
  return bill.columns([
    ...columns,
    bill.display({
      id: 'decide',
      header: t('settlement:col.decision'),
      cell: (i) => {
        const b = i.row.original;
        if (b.status !== 'UNAPPROVED') return b.decidedBy ? <span className="muted">{b.decidedBy}</span> : null;
        if (b.waitsForUpline) return <span className="muted">{t('settlement:waits')}</span>;
        return (
          <span className="actions">
            <Button size="sm" variant="primary" onClick={() => decide(b, 'APPROVE')}>
              {t('settlement:approve')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => decide(b, 'REJECT')}>
              {t('settlement:reject')}
            </Button>
          </span>
        );
      },
    }),
  ]);
}
