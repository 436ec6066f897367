import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './icons';
import { paginationItems } from './pagination-fns';
import './pagination.css';

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  margin?: number;
  range?: number;
};

/**
 * Page links (spec §9: 2 margin pages, range 5, at every width). Real buttons in a nav landmark,
 * so Tab and Enter/Space work; the current page carries aria-current. At most 11 entries and the
 * two steps: on a phone the buttons narrow (pagination.css) so a 390 px screen holds one row.
 */
export function Pagination({ page, totalPages, onChange, label, margin = 2, range = 5 }: PaginationProps) {
  // Shared UI, but its words live in the lobby namespace (common.json belongs to the shell).
  const { t } = useTranslation('lobby');
  if (totalPages <= 1) return null;
  const go = (next: number) => {
    if (next >= 1 && next <= totalPages && next !== page) onChange(next);
  };
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      <button
        type="button"
        className="pagination__step pagination__step--prev"
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label={t('pagination.previous')}
      >
        <ChevronRightIcon />
      </button>
      <ul className="pagination__pages">
        {paginationItems(page, totalPages, margin, range).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="pagination__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('pagination.next')}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
