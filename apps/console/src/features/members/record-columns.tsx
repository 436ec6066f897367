import type { TFunction } from 'i18next';
import { Badge } from '@/components/badge';
import { gridColumns, type GridColumns } from '@/components/data-grid';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { RecordKind } from './members-api';

/* The columns of each record tab of a member's page (rows as the members API answers them). */
type Row = Record<string, unknown>;
const column = gridColumns<Row>();

const text = (key: string, header: string, mono = false) =>
  column.accessor((row) => row[key], {
    id: key,
    header,
    cell: (info) => {
      const value = info.getValue();
      const shown = value === null || value === undefined || value === '' ? '—' : String(value as string);
      return mono ? <span className="mono">{shown}</span> : shown;
    },
  });
const money = (key: string, header: string) =>
  column.accessor((row) => row[key], {
    id: key,
    header: () => <span className="num">{header}</span>,
    cell: (info) => <span className="num mono">{formatMoney(String(info.getValue() as string))}</span>,
  });
const time = (key: string, header: string) =>
  column.accessor((row) => row[key], {
    id: key,
    header,
    cell: (info) => <span className="nowrap">{formatDateTime(info.getValue() as string | null)}</span>,
  });
const status = (key: string, header: string) =>
  column.accessor((row) => row[key], {
    id: key,
    header,
    cell: (info) => (info.getValue() == null ? '—' : <Badge>{String(info.getValue() as string)}</Badge>),
  });

export function recordColumns(kind: RecordKind, t: TFunction): GridColumns<Row> {
  const h = (key: string) => t(`members.rec.${key}`);
  switch (kind) {
    case 'ledger':
      return [
        time('at', h('at')),
        text('kind', h('kind')),
        money('amount', h('amount')),
        money('balanceAfter', h('balanceAfter')),
        text('reference', h('reference'), true),
      ];
    case 'deposits':
      return [
        time('createdAt', h('at')),
        text('orderNo', h('orderNo'), true),
        text('channel', h('channel')),
        money('amount', h('amount')),
        money('creditAmount', h('credited')),
        status('status', h('status')),
        text('reviewedBy', h('reviewedBy')),
        text('note', h('note')),
      ];
    case 'withdrawals':
      return [
        time('createdAt', h('at')),
        text('orderNo', h('orderNo'), true),
        money('amount', h('amount')),
        text('payoutAccount', h('payoutAccount'), true),
        status('status', h('status')),
        status('receiptStatus', h('receipt')),
        text('reviewedBy', h('reviewedBy')),
        time('paidAt', h('paidAt')),
      ];
    case 'rounds':
      return [
        time('startedAt', h('at')),
        text('gameName', h('game')),
        text('provider', h('provider')),
        text('roundId', h('roundId'), true),
        money('betAmount', h('bet')),
        money('validBet', h('validBet')),
        money('payout', h('payout')),
        status('status', h('status')),
      ];
    case 'logins':
      return [
        time('at', h('at')),
        text('ip', h('ip'), true),
        text('entry', h('entry')),
        text('device', h('device')),
        column.accessor((row) => row.live, {
          id: 'live',
          header: h('live'),
          cell: (info) => (info.getValue() ? <Badge tone="ok">{h('liveYes')}</Badge> : '—'),
        }),
      ];
    case 'notes':
      return [time('createdAt', h('at')), text('staff', h('staff')), text('text', h('noteText'))];
  }
}
