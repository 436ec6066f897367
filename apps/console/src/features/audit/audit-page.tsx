import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@fortuna/contracts';
import { Button } from '@/components/button';
import { DataGrid } from '@/components/data-grid';
import { Empty, ErrorState, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { localInputToIso } from '@/lib/format';
import { useAuditPage, useChainCheck, type AuditFilters } from './audit-api';
import { auditColumns } from './audit-columns';
import { AuditFiltersForm, NO_FILTERS } from './audit-filters';
import { ChainBadge } from './chain-badge';
import { DiffDialog } from './diff-view';
import { Pager } from '@/components/pager';

const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof AuditFilters)[];
const PAGE_SIZES = [20, 50, 100];

/** The audit log: filters and pages in the address (shareable, reload-proof), the chain status, each entry's diff. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as AuditFilters,
    [params],
  );
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = PAGE_SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : 20;
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

  const update = (next: Record<string, string | number>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === '' || (key === 'page' && value === 1)) merged.delete(key);
      else merged.set(key, String(value));
    }
    setParams(merged);
  };

  return (
    <section className="page" aria-labelledby="audit-title">
      <header className="page__head">
        <div>
          <h1 id="audit-title">{t('audit.title')}</h1>
          <p className="muted">{t('audit.lead')}</p>
        </div>
        <div className="page__tools">
          {chain ? <ChainBadge chain={chain} /> : null}
          <Button size="sm" busy={check.isPending} onClick={() => check.mutate()}>
            {t('audit.verify')}
          </Button>
        </div>
      </header>
      {check.isError ? <p className="field__error">{errorText(t, check.error)}</p> : null}
      <AuditFiltersForm value={filters} onApply={(next) => update({ ...next, page: 1 })} />
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <ErrorState message={errorText(t, page.error)} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <DataGrid
            caption={t('audit.title')}
            columns={columns}
            data={page.data.list}
            getRowId={(row) => String(row.seq)}
            rowClassName={(row) => (row.seq === firstBroken ? 'row--broken' : undefined)}
            empty={<Empty title={t('audit.empty')}>{t('audit.emptyHint')}</Empty>}
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
      {open ? <DiffDialog entry={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
