import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

type Props = {
  pageNo: number;
  totalPages: number;
  total: number;
  pageSize: number;
  pageSizes: number[];
  busy: boolean;
  onPage: (pageNo: number) => void;
  onPageSize: (size: number) => void;
  /** The total is a lower bound (the server counts up to a cap). */
  capped?: boolean;
};

/** Previous / next page, where we are, and how many rows a page holds. */
export function Pager({ pageNo, totalPages, total, pageSize, pageSizes, busy, onPage, onPageSize, capped }: Props) {
  const { t } = useTranslation();
  const sizeId = useId();
  const last = Math.max(1, totalPages);
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <span className="pager__status" aria-live="polite">
        {t(capped ? 'pager.statusCapped' : 'pager.status', { page: Math.min(pageNo, last), pages: last, total })}
      </span>
      <label className="pager__size" htmlFor={sizeId}>
        {t('pager.size')}
        <select id={sizeId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <Button size="sm" disabled={pageNo <= 1 || busy} onClick={() => onPage(pageNo - 1)}>
        {t('pager.previous')}
      </Button>
      <Button size="sm" disabled={pageNo >= last || busy} onClick={() => onPage(pageNo + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
