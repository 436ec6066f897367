import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { PagedGrid } from '@/components/paged-grid';
import { Empty } from '@/components/states';
import { PAGE_SIZES, useAddressParams } from '@/lib/address-params';
import { errorText } from '@/lib/errors';
import { localInputToIso } from '@/lib/format';
import { useAuditPage, useChainCheck, type AuditFilters } from './audit-api';
import { auditColumns } from './audit-columns';
import { AuditFiltersForm, NO_FILTERS } from './audit-filters';
import { ChainBadge } from './chain-badge';
import { DiffDialog } from './diff-view';

const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof AuditFilters)[];

/** The audit log: filters and pages in the address (shareable, reload-proof), the chain status, each entry's diff. */
export default function AuditPage() {
  const { t } = useTranslation();
  const { params, pageNo, pageSize, update } = useAddressParams();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as AuditFilters,
    [params],
  );
  const page = useAuditPage({
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    target: filters.target || undefined,
    from: localInputToIso(filters.from),
    to: localInputToIso(filters.to),
    pageNo,
    pageSize,
  });
  const check = useChainCheck();
  const columns = useMemo(() => auditColumns(t, setOpen), [t]);
  const chain = check.data ?? page.data?.chain;
  const firstBroken = chain && !chain.ok ? chain.firstBroken : null;

  return (
    <Page
      id="audit"
      title={t('audit.title')}
      lead={t('audit.lead')}
      tools={
        <>
          {chain ? <ChainBadge chain={chain} /> : null}
          <Button size="sm" busy={check.isPending} onClick={() => check.mutate()}>
            {t('audit.verify')}
          </Button>
        </>
      }
    >
      {check.isError ? <p className="field__error">{errorText(t, check.error)}</p> : null}
      <AuditFiltersForm value={filters} onApply={(next) => update({ ...next, page: 1 })} />
      <PagedGrid
        query={page}
        caption={t('audit.title')}
        columns={columns}
        getRowId={(row) => String(row.seq)}
        rowClassName={(row) => (row.seq === firstBroken ? 'row--broken' : undefined)}
        empty={<Empty title={t('audit.empty')}>{t('audit.emptyHint')}</Empty>}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(n) => update({ page: n })}
        onPageSize={(size) => update({ size, page: 1 })}
      />
      {open ? <DiffDialog entry={open} onClose={() => setOpen(null)} /> : null}
    </Page>
  );
}
