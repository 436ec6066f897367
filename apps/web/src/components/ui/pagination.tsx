import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from './icons';
import { paginationItems } from './pagination-fns';
import './pagination.css';

const NARROW = '(max-width: 480px)';
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const useNarrowScreen = () =>
  useSyncExternalStore(subscribeNarrow, () => window.matchMedia?.(NARROW).matches ?? false, () => false);

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
 * Page links (spec §9: 2 margin pages, range 5). Real buttons in a nav landmark, so Tab and
 * Enter/Space work; the current page carries aria-current. Below 480 px: 1 margin page, range 3.
 */
export function Pagination({ page, totalPages, onChange, label, margin = 2, range = 5 }: PaginationProps) {
  // Shared UI, but its words live in the lobby namespace (common.json belongs to the shell).
  const { t } = useTranslation('lobby');
  // A phone has room for about nine buttons: one margin page and a range of 3 there.
  const narrow = useNarrowScreen();
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
        {paginationItems(page, totalPages, narrow ? 1 : margin, narrow ? 3 : range).map((item) =>
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
