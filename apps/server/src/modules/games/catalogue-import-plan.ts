import { CatalogueImportRow, CatalogueVendorImportRow, type VendorStatus } from '@fortuna/contracts';
import { emptyReport, isVendorOnlyRow, type ImportReport, type SourceRow } from './catalogue-import-fns.js';

/** Vendor fields an import may set; undefined keeps what the vendor has. */
export type VendorFields = { displayName?: string; lagerIcon?: string; sort?: number; status?: VendorStatus };
export type WantedVendor = {
  line: number;
  vassalage: string;
  gameType: string;
  fields: VendorFields;
  lines: Record<string, number>;
};

/** The file's column of each vendor field. */
export const VENDOR_COLUMNS: Record<keyof VendorFields, string> = {
  displayName: 'vendorName',
  lagerIcon: 'vendorLagerIcon',
  sort: 'vendorSort',
  status: 'vendorStatus',
};

/** What a file asks for once its rows are checked: the vendors and games to write, the rows refused. */
export type ImportPlan = {
  report: ImportReport;
  games: Array<{ line: number; row: CatalogueImportRow }>;
  wanted: Map<string, WantedVendor>;
};

const vendorFieldsOf = (row: CatalogueVendorImportRow | CatalogueImportRow): VendorFields => {
  const fields: VendorFields = {};
  if (row.vendorName !== undefined) fields.displayName = row.vendorName;
  if (row.vendorLagerIcon !== undefined) fields.lagerIcon = row.vendorLagerIcon;
  if (row.vendorSort !== undefined) fields.sort = row.vendorSort;
  if (row.vendorStatus !== undefined) fields.status = row.vendorStatus;
  return fields;
};

const issuesOf = (error: { issues: Array<{ path: PropertyKey[]; message: string }> }) =>
  error.issues.map((i) => `${i.path.map(String).join('.') || 'row'}: ${i.message}`);

/**
 * Validates every row with the contracts' schemas (no database): games by (vassalage, gameCode),
 * vendors by (vassalage, gameType). A row that sets a vendor field differently from an earlier
 * row of the same vendor is rejected, so the file never decides by row order.
 */
export function planImport(source: SourceRow[]): ImportPlan {
  const report = emptyReport();
  const games: ImportPlan['games'] = [];
  const wanted = new Map<string, WantedVendor>();
  const seen = new Map<string, number>();
  for (const { line, data } of source) {
    const vendorOnly = isVendorOnlyRow(data);
    const parsed = vendorOnly ? CatalogueVendorImportRow.safeParse(data) : CatalogueImportRow.safeParse(data);
    if (!parsed.success) {
      const reasons = issuesOf(parsed.error);
      if (vendorOnly) reasons.push('a row without gameCode and gameName changes only its vendor');
      report.rejected.push({ line, reasons });
      continue;
    }
    const row = parsed.data;
    const gameRow = vendorOnly ? null : (row as CatalogueImportRow);
    const gameKey = gameRow ? `${gameRow.vassalage}\u0000${gameRow.gameCode}` : null;
    const earlier = gameKey ? seen.get(gameKey) : undefined;
    if (earlier !== undefined) {
      report.rejected.push({ line, reasons: [`duplicate of line ${earlier} (same vassalage and gameCode)`] });
      continue;
    }
    const vendorKey = `${row.vassalage}\u0000${row.gameType}`;
    const vendor = wanted.get(vendorKey) ?? {
      line,
      vassalage: row.vassalage,
      gameType: row.gameType,
      fields: {},
      lines: {},
    };
    const fields = vendorFieldsOf(row);
    const conflicts = (Object.keys(fields) as Array<keyof VendorFields>)
      .filter((f) => vendor.fields[f] !== undefined && vendor.fields[f] !== fields[f])
      .map(
        (f) =>
          `${VENDOR_COLUMNS[f]}: ${String(fields[f])} conflicts with ${String(vendor.fields[f])} on line ${vendor.lines[f]}`,
      );
    if (conflicts.length > 0) {
      report.rejected.push({ line, reasons: conflicts });
      continue;
    }
    for (const f of Object.keys(fields) as Array<keyof VendorFields>) {
      if (vendor.fields[f] === undefined) vendor.lines[f] = line;
    }
    vendor.fields = { ...vendor.fields, ...fields };
    wanted.set(vendorKey, vendor);
    if (gameKey && gameRow) {
      seen.set(gameKey, line);
      games.push({ line, row: gameRow });
    }
  }
  return { report, games, wanted };
}

/** Rows the run writes or checks: every vendor card named and every valid game row. */
export const planSize = (plan: ImportPlan): number => plan.wanted.size + plan.games.length;
