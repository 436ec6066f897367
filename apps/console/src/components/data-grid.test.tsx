import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataGrid, gridColumns, type GridColumns, type ServerSort, type SortingState } from './data-grid';

type Row = { id: number; name: string; amount: string; tags: string[]; seenAt: string | null };
const rows: Row[] = [
  { id: 1, name: 'item10', amount: '1234.50', tags: ['a'], seenAt: '2026-11-02T00:00:00.000Z' },
  { id: 2, name: 'Item2', amount: '-5.00', tags: [], seenAt: null },
  { id: 3, name: 'beta', amount: '999.99', tags: ['b', 'c'], seenAt: '2026-01-30T00:00:00.000Z' },
];
const c = gridColumns<Row>();
const columns: GridColumns<Row> = c.columns([
  c.accessor('name', { header: 'Name' }),
  c.accessor('amount', { header: 'Amount' }),
  c.accessor('tags', { header: 'Tags', cell: (i) => i.getValue().join(',') }),
  c.accessor('seenAt', { header: 'Seen' }),
  c.display({ id: 'actions', header: 'Actions', cell: () => 'open' }),
]);

const render = (props: { sort?: 'client' | ServerSort; initialSort?: SortingState }) => {
  const html = renderToStaticMarkup(
    <DataGrid columns={columns} data={rows} caption="Things" getRowId={(r) => String(r.id)} empty="none" {...props} />,
  );
  const doc = {
    html,
    /** Header texts that are sort buttons. */
    buttons: [
      ...html.matchAll(/<button type="button" class="grid__sort[^"]*"><span class="grid__sort-label">([^<]*)</g),
    ].map((m) => m[1]),
    ariaSort: [...html.matchAll(/<th scope="col" aria-sort="(\w+)">.*?grid__sort-label">([^<]*)</g)].map(
      (m) => `${m[2]}:${m[1]}`,
    ),
    /** The first cell of each body row. */
    firstColumn: [...html.matchAll(/<tr><td>([^<]*)<\/td>/g)].map((m) => m[1]),
    amounts: [...html.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td>/g)].map((m) => m[1]),
  };
  return doc;
};

describe('data grid sorting', () => {
  it('offers no sorting by default (a paged grid the server does not order)', () => {
    const grid = render({});
    expect(grid.buttons).toEqual([]);
    expect(grid.html).not.toContain('aria-sort');
    expect(grid.firstColumn).toEqual(['item10', 'Item2', 'beta']);
  });

  it('sorts a client grid by the columns of plain values only', () => {
    const grid = render({ sort: 'client' });
    expect(grid.buttons).toEqual(['Name', 'Amount', 'Seen']);
    expect(grid.html).not.toContain('aria-sort');
  });

  it('orders text naturally and money by value, in either direction, with aria-sort', () => {
    const byName = render({ sort: 'client', initialSort: [{ id: 'name', desc: false }] });
    expect(byName.firstColumn).toEqual(['beta', 'Item2', 'item10']);
    expect(byName.ariaSort).toEqual(['Name:ascending']);
    const byAmount = render({ sort: 'client', initialSort: [{ id: 'amount', desc: true }] });
    expect(byAmount.amounts).toEqual(['1234.50', '999.99', '-5.00']);
    expect(byAmount.ariaSort).toEqual(['Amount:descending']);
    const bySeen = render({ sort: 'client', initialSort: [{ id: 'seenAt', desc: false }] });
    expect(bySeen.firstColumn).toEqual(['Item2', 'beta', 'item10']);
  });

  it('shows the server order of a paged grid without reordering its page, on the columns the server orders by', () => {
    const grid = render({
      sort: { columns: ['name'], sorting: [{ id: 'name', desc: true }], onChange: () => undefined },
    });
    expect(grid.buttons).toEqual(['Name']);
    expect(grid.ariaSort).toEqual(['Name:descending']);
    // The rows stay as the server sent them.
    expect(grid.firstColumn).toEqual(['item10', 'Item2', 'beta']);
  });
});
