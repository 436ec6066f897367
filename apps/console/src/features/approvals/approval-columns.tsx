import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { ApprovalStatus, ApprovalView } from '@fortuna/contracts';
import { Badge, type BadgeTone } from '@/components/badge';
import { gridColumns, type GridColumns } from '@/components/data-grid';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { Decision } from './approvals-api';
import { LotteryResultSummary } from './lottery-result-summary';
import { PayoutChangeSummary } from './payout-change-summary';

const column = gridColumns<ApprovalView>();

export const statusTone = (s: ApprovalStatus): BadgeTone =>
  s === 'pending' ? 'warn' : s === 'applied' ? 'ok' : s === 'rejected' ? 'danger' : 'neutral';

type Payload = { memberId?: number; username?: string; direction?: string; amount?: string; category?: string };

/** The queue's columns; the maker gets Cancel on their own pending requests, others Approve / Reject. */
export function approvalColumns(
  t: TFunction,
  selfId: number | undefined,
  onDecide: (row: ApprovalView, decision: Decision) => void,
): GridColumns<ApprovalView> {
  return column.columns([
    column.accessor('id', { header: '#', cell: (info) => <span className="mono">{info.getValue()}</span> }),
    column.accessor('status', {
      header: t('approvals.col.status'),
      cell: (info) => <Badge tone={statusTone(info.getValue())}>{t(`approvals.status.${info.getValue()}`)}</Badge>,
    }),
    column.display({
      id: 'what',
      header: t('approvals.col.what'),
      cell: ({ row }) => {
        if (row.original.kind === 'withdrawalPayout') return <PayoutChangeSummary approval={row.original} />;
        if (row.original.kind === 'lottery.result') return <LotteryResultSummary approval={row.original} />;
        const p = row.original.payload as Payload;
        const sign = p.direction === 'debit' ? '−' : '+';
        return (
          <div className="cell-stack">
            <span>
              {t(`adjust.${p.direction ?? 'credit'}`)}{' '}
              <strong className="num mono">
                {sign}
                {formatMoney(p.amount ?? '0')}
              </strong>{' '}
              · {t(`adjust.categories.${p.category ?? 'correction'}`)}
            </span>
            {p.memberId ? (
              <Link to={`/members/${p.memberId}`}>{p.username ?? p.memberId}</Link>
            ) : (
              <span>{p.username}</span>
            )}
          </div>
        );
      },
    }),
    column.accessor('reason', {
      header: t('approvals.col.reason'),
      cell: (info) => <span className="clamp">{info.getValue()}</span>,
    }),
    column.display({
      id: 'maker',
      header: t('approvals.col.maker'),
      cell: ({ row }) => (
        <div className="cell-stack">
          <span>{row.original.maker}</span>
          <span className="muted nowrap">{formatDateTime(row.original.createdAt)}</span>
        </div>
      ),
    }),
    column.display({
      id: 'decision',
      header: t('approvals.col.decision'),
      cell: ({ row }) => {
        const a = row.original;
        if (!a.decidedAt) return <span className="muted">—</span>;
        return (
          <div className="cell-stack">
            <span>
              {a.checker ?? '—'} · <span className="nowrap">{formatDateTime(a.decidedAt)}</span>
            </span>
            {a.decisionReason ? <span className="muted clamp">{a.decisionReason}</span> : null}
          </div>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">{t('approvals.col.actions')}</span>,
      cell: ({ row }) => {
        const a = row.original;
        if (a.status !== 'pending') return null;
        const button = (decision: Decision) => (
          <button
            type="button"
            className={`btn btn--sm ${decision === 'approve' ? 'btn--primary' : 'btn--ghost'}`}
            onClick={() => onDecide(a, decision)}
            aria-label={`${t(`approvals.action.${decision}`)}: #${a.id}`}
          >
            {t(`approvals.action.${decision}`)}
          </button>
        );
        return (
          <div className="row-actions">
            {a.makerId === selfId ? (
              <>
                <span className="muted">{t('approvals.yours')}</span>
                {button('cancel')}
              </>
            ) : (
              <>
                {button('approve')}
                {button('reject')}
              </>
            )}
          </div>
        );
      },
    }),
  ]);
}
