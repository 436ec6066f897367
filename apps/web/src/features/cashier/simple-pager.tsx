import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Previous / "page n of m" / next, shown only when there is more than one page. */
export function SimplePager({
  pageNo,
  pages,
  onPage,
}: {
  pageNo: number;
  pages: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation('wallet');
  if (pages <= 1) return null;
  return (
    <nav className="simple-pager" aria-label={t('records.pages')}>
      <Button variant="secondary" size="sm" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('records.prev')}
      </Button>
      <span>{t('records.page', { page: pageNo, pages })}</span>
      <Button variant="secondary" size="sm" disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
        {t('records.next')}
      </Button>
    </nav>
  );
}
