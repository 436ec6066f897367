import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApprovalStatus } from '@fortuna/contracts';
import type { LotteryResultRequest } from '@fortuna/contracts/console-lottery-results';
import { Badge, type BadgeTone } from '@/components/badge';
import { gridColumns } from '@/components/data-grid';
import { PagedGrid } from '@/components/paged-grid';
import { Empty } from '@/components/states';
import { PAGE_SIZES, useAddressParams } from '@/lib/address-params';
import { formatDateTime } from '@/lib/format';
import { useMe } from '@/lib/me';
import { useLotteryResults, type ResultDecision } from './lottery-api';
import { ResultDecisionDialog } from './result-decision-dialog';

const column = gridColumns<LotteryResultRequest>();
const tone = (s: ApprovalStatus): BadgeTone =>
  s === 'pending' ? 'warn' : s === 'applied' ? 'ok' : s === 'rejected' ? 'danger' : 'neutral';

function resultColumns(
  t: TFunction,
  selfId: number | undefined,
  onDecide: (r: LotteryResultRequest, d: ResultDecision) => void,
) {
  const action = (r: LotteryResultRequest, d: ResultDecision) => (
    <button
      type="button"
      className={`btn btn--sm ${d === 'confirm' ? 'btn--primary' : 'btn--ghost'}`}
      onClick={() => onDecide(r, d)}
      aria-label={t(`decisionOf.${d}`, { code: r.issueCode })}
    >
      {t(`decision.${d}`)}
    </button>
  );
  return column.columns([
    column.accessor('id', { header: '#', cell: (info) => <span className="mono">{info.getValue()}</span> }),
    column.accessor('status', {
      header: t('col.status'),
      cell: (info) => <Badge tone={tone(info.getValue())}>{t(`requestStatus.${info.getValue()}`)}</Badge>,
    }),
    column.accessor('issueCode', {
      header: t('col.issue'),
      cell: ({ row }) => (
        <div className="cell-stack">
          <strong className="mono">{row.original.issueCode}</strong>
          <span className="muted mono">{row.original.gameCode}</span>
        </div>
      ),
    }),
    column.accessor('resultText', {
      header: t('col.result'),
      cell: (info) => <span className="clamp mono">{info.getValue()}</span>,
    }),
    column.accessor('maker', {
      header: t('col.enteredBy'),
      cell: ({ row }) => (
        <div className="cell-stack">
          <span>{row.original.maker}</span>
          <span className="muted">{formatDateTime(row.original.createdAt)}</span>
        </div>
      ),
    }),
    column.accessor('checker', {
      header: t('col.decidedBy'),
      cell: ({ row }) =>
        row.original.checker ? (
          <div className="cell-stack">
            <span>{row.original.checker}</span>
            <span className="muted">{formatDateTime(row.original.decidedAt)}</span>
          </div>
        ) : (
          '—'
        ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="visually-hidden">{t('col.actions')}</span>,
      cell: ({ row }) => {
        const r = row.original;
        if (r.status !== 'pending') return null;
        if (r.makerId === selfId) return <div className="row-actions">{action(r, 'cancel')}</div>;
        return (
          <div className="row-actions">
            {action(r, 'confirm')}
            {action(r, 'reject')}
          </div>
        );
      },
    }),
  ]);
}

/**
 * Entered results: those waiting for a second operator first. Whoever entered a result may only
 * withdraw it; another operator confirms (it becomes the issue's result) or rejects it.
 */
export function ResultsPanel() {
  const { t } = useTranslation('lottery');
  const { data: me } = useMe();
  const { params, pageNo, pageSize, update } = useAddressParams();
  const raw = params.get('status') ?? 'pending';
  const status = (ApprovalStatus.options as readonly string[]).includes(raw) ? (raw as ApprovalStatus) : '';
  const results = useLotteryResults(status, pageNo, pageSize);
  const [open, setOpen] = useState<{ request: LotteryResultRequest; decision: ResultDecision } | null>(null);
  const columns = useMemo(
    () => resultColumns(t, me?.id, (request, decision) => setOpen({ request, decision })),
    [t, me?.id],
  );

  return (
    <div className="records__panel">
      <p className="muted">{t('resultsLead')}</p>
      <label className="inline-field">
        {t('col.status')}
        <select value={status || 'all'} onChange={(e) => update({ status: e.target.value, page: 1 })}>
          {ApprovalStatus.options.map((s) => (
            <option key={s} value={s}>
              {t(`requestStatus.${s}`)}
            </option>
          ))}
          <option value="all">{t('any')}</option>
        </select>
      </label>
      <PagedGrid
        query={results}
        caption={t('resultsTitle')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        empty={<Empty title={t('noResults')}>{t('noResultsHint')}</Empty>}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(n) => update({ page: n })}
        onPageSize={(size) => update({ size, page: 1 })}
      />
      {open ? <ResultDecisionDialog {...open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
