import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { DataGrid, type DataGridProps } from './data-grid';
import { Pager } from './pager';
import { QueryView, type QueryLike } from './query-view';

/** A page of rows as the console API answers it (`totalPages` computed from the size where absent). */
export type RowsPage<T> = { list: T[]; pageNo: number; total: number; totalPages?: number; totalCapped?: boolean };

type Props<T extends RowData, P extends RowsPage<T>> = Omit<DataGridProps<T>, 'data'> & {
  query: QueryLike<P> & { isFetching: boolean };
  pageSize: number;
  pageSizes: number[];
  onPage: (pageNo: number) => void;
  onPageSize: (size: number) => void;
  /** Drawn above the grid once the page is there (what the search matched as). */
  above?: (page: P) => ReactNode;
};

/** A server-paged list: loading and failure states, the grid of the page, and the pager under it. */
export function PagedGrid<T extends RowData, P extends RowsPage<T>>({
  query,
  pageSize,
  pageSizes,
  onPage,
  onPageSize,
  above,
  ...grid
}: Props<T, P>) {
  return (
    <QueryView query={query}>
      {(page) => (
        <>
          {above?.(page)}
          <DataGrid {...grid} data={page.list} />
          <Pager
            pageNo={page.pageNo}
            totalPages={page.totalPages ?? Math.ceil(page.total / pageSize)}
            total={page.total}
            capped={page.totalCapped}
            pageSize={pageSize}
            pageSizes={pageSizes}
            busy={query.isFetching}
            onPage={onPage}
            onPageSize={onPageSize}
          />
        </>
      )}
    </QueryView>
  );
}
