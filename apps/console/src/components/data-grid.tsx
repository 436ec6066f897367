import type { ReactNode } from 'react';
import {
  constructSortFn,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { currentLanguage } from '@/lib/i18n';
import { LANGUAGE_TAG } from '@/lib/language';
import { compareValues, isScalar, type Scalar } from '@/lib/sort-values';

/** Every column sorts with one comparator: money strings by value, text in the reader's language. */
const valueSort = constructSortFn({
  sort: (a: unknown, b: unknown) => compareValues(a as Scalar, b as Scalar, LANGUAGE_TAG[currentLanguage()]),
});

/** The grids' features: sorting (client-side, or the server's order shown); filtering and paging are the server's. */
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { value: valueSort },
});
export type GridFeatures = typeof features;
export type GridColumns<T extends RowData> = Array<ColumnDef<GridFeatures, T, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type { SortingState };

/** A column helper for one row type of a grid. */
export const gridColumns = <T extends RowData>() => createColumnHelper<GridFeatures, T>();

/**
 * Sorting of a grid whose rows come a page at a time: the server orders, the grid shows the
 * order and asks for another one. Only the columns the server can order by are offered.
 */
export type ServerSort = {
  columns: readonly string[];
  sorting: SortingState;
  onChange: (next: SortingState) => void;
};

export type DataGridProps<T extends RowData> = {
  /** Keep stable (module scope or a memo): new columns rebuild the grid. */
  columns: GridColumns<T>;
  data: T[];
  /** What the grid lists, for screen readers (the table's caption, visually hidden). */
  caption: string;
  getRowId: (row: T, index: number) => string;
  /** Shown in place of the body when there are no rows. */
  empty: ReactNode;
  /** Marks rows (a disabled account, a broken chain entry). */
  rowClassName?: (row: T) => string | undefined;
  /**
   * `client`: the grid holds every row, a click on a header sorts them (columns of plain values:
   * text, numbers, money, times, yes/no). A {@link ServerSort} for a paged grid. Unset: a paged
   * grid the server cannot order: no header sorts, never only the page in view.
   */
  sort?: 'client' | ServerSort;
  /** A client grid's first order (a header click changes it). */
  initialSort?: SortingState;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const MARK = { asc: '▲', desc: '▼' } as const;

/**
 * A dense data grid (TanStack Table for the model, our own markup): sticky header, zebra rows,
 * horizontal scroll inside its frame on narrow screens instead of a page that scrolls sideways.
 * A sortable column's header is a button (Enter or Space by keyboard); the sorted one carries
 * aria-sort and an arrow.
 */
export function DataGrid<T extends RowData>({
  columns,
  data,
  caption,
  getRowId,
  empty,
  rowClassName,
  sort,
  initialSort,
}: DataGridProps<T>) {
  const server = typeof sort === 'object' ? sort : null;
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row: T, index: number) => getRowId(row, index),
    defaultColumn: { sortFn: 'value' },
    enableSorting: sort !== undefined,
    enableMultiSort: false,
    // A server always orders somehow: its grids flip between the two directions.
    enableSortingRemoval: !server,
    manualSorting: Boolean(server),
    initialState: { sorting: sort === 'client' ? (initialSort ?? []) : [] },
    ...(server
      ? {
          state: { sorting: server.sorting },
          onSortingChange: (updater: SortingState | ((old: SortingState) => SortingState)) =>
            server.onChange(typeof updater === 'function' ? updater(server.sorting) : updater),
        }
      : {}),
  });
  const rows = table.getRowModel().rows;
  // Client grids sort the columns whose values are plain (not lists or objects).
  const sample = sort === 'client' ? table.getCoreRowModel().rows.slice(0, 20) : [];
  const plainColumns = new Set(
    table
      .getAllLeafColumns()
      .filter((column) => column.accessorFn && sample.every((row) => isScalar(row.getValue(column.id))))
      .map((column) => column.id),
  );

  return (
    <div className="grid-frame" tabIndex={0} role="region" aria-label={caption}>
      <table className="grid">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column;
                const sortable =
                  !header.isPlaceholder &&
                  column.getCanSort() &&
                  (server ? server.columns.includes(column.id) : plainColumns.has(column.id));
                const sorted = sortable ? column.getIsSorted() : false;
                return (
                  <th key={header.id} scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
                    {header.isPlaceholder ? null : sortable ? (
                      <button
                        type="button"
                        className={`grid__sort${sorted ? ' grid__sort--on' : ''}`}
                        onClick={column.getToggleSortingHandler()}
                      >
                        <span className="grid__sort-label">
                          <table.FlexRender header={header} />
                        </span>
                        <span className="grid__sort-mark" aria-hidden>
                          {sorted ? MARK[sorted] : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="grid__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original)}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
