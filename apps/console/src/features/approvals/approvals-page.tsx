import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalStatus, type ApprovalView } from '@fortuna/contracts';
import { Page } from '@/components/page';
import { PagedGrid } from '@/components/paged-grid';
import { Empty } from '@/components/states';
import { PAGE_SIZES, useAddressParams } from '@/lib/address-params';
import { useMe } from '@/lib/me';
import { approvalColumns } from './approval-columns';
import { useApprovals, type Decision } from './approvals-api';
import { DecisionDialog } from './decision-dialog';

const STATUSES = ApprovalStatus.options;

/**
 * The four-eyes queue: pending requests first (the default filter), others by status; another
 * staff member approves or rejects, the maker may cancel their own. Filter and page in the address.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { params, pageNo, pageSize, update } = useAddressParams();
  const [open, setOpen] = useState<{ approval: ApprovalView; decision: Decision } | null>(null);
  const rawStatus = params.get('status') ?? 'pending';
  const status = (STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as ApprovalStatus) : undefined;
  const page = useApprovals({ status, pageNo, pageSize });
  const columns = useMemo(
    () => approvalColumns(t, me?.id, (approval, decision) => setOpen({ approval, decision })),
    [t, me?.id],
  );

  return (
    <Page
      id="approvals"
      title={t('approvals.title')}
      lead={t('approvals.lead')}
      tools={
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
      }
    >
      <PagedGrid
        query={page}
        caption={t('approvals.title')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        empty={<Empty title={t('approvals.empty')}>{t('approvals.emptyHint')}</Empty>}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(n) => update({ page: n })}
        onPageSize={(size) => update({ size, page: 1 })}
      />
      {open ? <DecisionDialog {...open} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}
