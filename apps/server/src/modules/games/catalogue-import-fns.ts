/**
 * Pure parts of the catalogue import (CLI `npm run catalogue:import -- file`; the file format is
 * documented in docs/operations.md): reading CSV or JSON into rows with their line, and the
 * report an operator reads. The database side is catalogue-import.ts.
 */

/** One row of the input with the line (CSV) or position (JSON) it came from. */
export type SourceRow = { line: number; data: Record<string, unknown> };

/** A field an update changes, with its value before and after. */
export type FieldChange = {
  field: string;
  from: string | number | Record<string, string> | null;
  to: FieldChange['from'];
};

/** A game the import added or changed, named as the operator wrote it. */
export type GameChange = {
  line: number;
  vassalage: string;
  gameType: string;
  gameCode: string;
  gameName: string;
  /** The fields that changed (updates only). */
  fields: string[];
  /** The same with their values before and after. */
  changes: FieldChange[];
};

/** A vendor (one vendor code in one game type) the import added or changed. */
export type VendorChange = {
  /** The first row that names the vendor. */
  line: number;
  vassalage: string;
  gameType: string;
  displayName: string;
  fields: string[];
  changes: FieldChange[];
};

export type ImportReport = {
  added: number;
  updated: number;
  unchanged: number;
  rejected: Array<{ line: number; reasons: string[] }>;
  vendorsAdded: number;
  vendorsUpdated: number;
  addedGames: GameChange[];
  updatedGames: GameChange[];
  addedVendors: VendorChange[];
  updatedVendors: VendorChange[];
};

export const emptyReport = (): ImportReport => ({
  added: 0,
  updated: 0,
  unchanged: 0,
  rejected: [],
  vendorsAdded: 0,
  vendorsUpdated: 0,
  addedGames: [],
  updatedGames: [],
  addedVendors: [],
  updatedVendors: [],
});

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Returns rows with their first line. */
export function parseCsv(text: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** Rows of a CSV (header row of field names; `names.TH` style columns for other languages) or a JSON array. */
export function readImportRows(text: string, format: 'csv' | 'json'): SourceRow[] {
  if (format === 'json') {
    const parsed: unknown = JSON.parse(text);
    const list = Array.isArray(parsed) ? parsed : (parsed as { games?: unknown }).games;
    if (!Array.isArray(list)) throw new Error('JSON must be an array of games or { "games": [...] }');
    return list.map((data, i) => ({ line: i + 1, data: (data ?? {}) as Record<string, unknown> }));
  }
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const fields = header.cells.map((h) => h.trim());
  return rows.map(({ line, cells }) => {
    const data: Record<string, unknown> = {};
    fields.forEach((field, i) => {
      const value = cells[i]?.trim() ?? '';
      if (value === '') return;
      if (field.startsWith('names.')) data.names = { ...(data.names ?? {}), [field.slice(6)]: value };
      else data[field] = value;
    });
    return { line, data };
  });
}

/** A row without gameCode and gameName changes only its vendor. */
export const isVendorOnlyRow = (data: Record<string, unknown>): boolean =>
  (data.gameCode === undefined || data.gameCode === '') && (data.gameName === undefined || data.gameName === '');

const gameLine = (sign: string, g: GameChange) =>
  `  ${sign} ${g.vassalage} ${g.gameCode} "${g.gameName}" (${g.gameType}, line ${g.line})${g.fields.length ? `: ${g.fields.join(', ')}` : ''}`;
const vendorLine = (sign: string, v: VendorChange) =>
  `  ${sign} ${v.vassalage} ${v.gameType} "${v.displayName}"${v.fields.length ? `: ${v.fields.join(', ')}` : ''}`;

/** The report printed by the CLI: counts first, then every added, updated and rejected row by name. */
export function formatImportReport(report: ImportReport): string {
  const section = <T>(title: string, items: T[], line: (item: T) => string) =>
    items.length ? [`${title} (${items.length}):`, ...items.map(line)] : [];
  return [
    `games: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected.length} rejected`,
    `vendors: ${report.vendorsAdded} added, ${report.vendorsUpdated} updated`,
    ...section('added vendors', report.addedVendors, (v) => vendorLine('+', v)),
    ...section('updated vendors', report.updatedVendors, (v) => vendorLine('~', v)),
    ...section('added games', report.addedGames, (g) => gameLine('+', g)),
    ...section('updated games', report.updatedGames, (g) => gameLine('~', g)),
    ...section('rejected', report.rejected, (r) => `  line ${r.line}: ${r.reasons.join('; ')}`),
  ].join('\n');
}
