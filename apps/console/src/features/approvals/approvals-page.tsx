import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApprovalStatus, type ApprovalView } from '@fortuna/contracts';
import { DataGrid } from '@/components/data-grid';
import { Pager } from '@/components/pager';
import { Empty, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { useMe } from '@/lib/me';
import { approvalColumns } from './approval-columns';
import { useApprovals, type Decision } from './approvals-api';
import { DecisionDialog } from './decision-dialog';

const PAGE_SIZES = [20, 50, 100];
const STATUSES = ApprovalStatus.options;

/**
 * The four-eyes queue: pending requests first (the default filter), others by status; another
 * staff member approves or rejects, the maker may cancel their own. Filter and page in the address.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<{ approval: ApprovalView; decision: Decision } | null>(null);
  const rawStatus = params.get('status') ?? 'pending';
  const status = (STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as ApprovalStatus) : undefined;
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = PAGE_SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : 20;
  const page = useApprovals({ status, pageNo, pageSize });
  const columns = useMemo(
    () => approvalColumns(t, me?.id, (approval, decision) => setOpen({ approval, decision })),
    [t, me?.id],
  );
  const update = (next: Record<string, string | number>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (key === 'page' && value === 1) merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };

  return (
    <section className="page" aria-labelledby="approvals-title">
      <header className="page__head">
        <div>
          <h1 id="approvals-title">{t('approvals.title')}</h1>
          <p className="muted">{t('approvals.lead')}</p>
        </div>
        <div className="page__tools">
          <label className="inline-field">
            {t('approvals.col.status')}
            <select value={status ?? 'all'} onChange={(e) => update({ status: e.target.value, page: 1 })}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`approvals.status.${s}`)}
                </option>
              ))}
              <option value="all">{t('approvals.all')}</option>
            </select>
          </label>
        </div>
      </header>
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <ErrorState message={errorText(t, page.error)} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <DataGrid
            caption={t('approvals.title')}
            columns={columns}
            data={page.data.list}
            getRowId={(row) => String(row.id)}
            empty={<Empty title={t('approvals.empty')}>{t('approvals.emptyHint')}</Empty>}
          />
          <Pager
            pageNo={page.data.pageNo}
            totalPages={page.data.totalPages}
            total={page.data.total}
            pageSize={pageSize}
            pageSizes={PAGE_SIZES}
            busy={page.isFetching}
            onPage={(n) => update({ page: n })}
            onPageSize={(size) => update({ size, page: 1 })}
          />
        </>
      )}
      {open ? <DecisionDialog {...open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
