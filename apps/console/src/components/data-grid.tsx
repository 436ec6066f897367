import type { ReactNode } from 'react';
import { createColumnHelper, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';

/** The grids' features: rendering only (sorting, filtering and paging are the server's). */
const features = tableFeatures({});
export type GridFeatures = typeof features;
export type GridColumns<T extends RowData> = Array<ColumnDef<GridFeatures, T, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A column helper for one row type of a grid. */
export const gridColumns = <T extends RowData>() => createColumnHelper<GridFeatures, T>();

type Props<T extends RowData> = {
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
};

/**
 * A dense data grid (TanStack Table for the model, our own markup): sticky header, zebra rows,
 * horizontal scroll inside its frame on narrow screens instead of a page that scrolls sideways.
 */
export function DataGrid<T extends RowData>({ columns, data, caption, getRowId, empty, rowClassName }: Props<T>) {
  const table = useTable({ features, columns, data, getRowId: (row: T, index: number) => getRowId(row, index) });
  const rows = table.getRowModel().rows;
  return (
    <div className="grid-frame" tabIndex={0} role="region" aria-label={caption}>
      <table className="grid">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
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
