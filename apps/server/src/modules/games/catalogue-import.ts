import {
  CatalogueImportRow,
  CatalogueVendorImportRow,
  normalizeSearchText,
  type VendorStatus,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { catalogueImportRepository as repo, type ImportTx } from './catalogue-import-repository.js';
import {
  emptyReport,
  isVendorOnlyRow,
  type GameChange,
  type ImportReport,
  type SourceRow,
} from './catalogue-import-fns.js';
import type { game } from './games-tables.js';

export { formatImportReport, parseCsv, readImportRows } from './catalogue-import-fns.js';
export type { ImportReport } from './catalogue-import-fns.js';

/** Vendor fields an import may set; undefined keeps what the vendor has. */
type VendorFields = { displayName?: string; lagerIcon?: string; sort?: number; status?: VendorStatus };
type WantedVendor = {
  line: number;
  vassalage: string;
  gameType: string;
  fields: VendorFields;
  lines: Record<string, number>;
};

const VENDOR_COLUMNS: Record<keyof VendorFields, string> = {
  displayName: 'vendorName',
  lagerIcon: 'vendorLagerIcon',
  sort: 'vendorSort',
  status: 'vendorStatus',
};

const vendorFieldsOf = (row: CatalogueVendorImportRow | CatalogueImportRow): VendorFields => {
  const fields: VendorFields = {};
  if (row.vendorName !== undefined) fields.displayName = row.vendorName;
  if (row.vendorLagerIcon !== undefined) fields.lagerIcon = row.vendorLagerIcon;
  if (row.vendorSort !== undefined) fields.sort = row.vendorSort;
  if (row.vendorStatus !== undefined) fields.status = row.vendorStatus;
  return fields;
};

const sameNames = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

const issuesOf = (error: { issues: Array<{ path: PropertyKey[]; message: string }> }) =>
  error.issues.map((i) => `${i.path.map(String).join('.') || 'row'}: ${i.message}`);

/**
 * Validates every row with the contracts' schemas, then upserts vendors by (vassalage, gameType)
 * and games by (vassalage, gameCode) in one transaction: all valid rows land, or none do. A row
 * that sets a vendor field differently from an earlier row of the same vendor is rejected, so
 * the file never decides by row order.
 */
export async function importCatalogue(db: Db, source: SourceRow[], now: Date = new Date()): Promise<ImportReport> {
  const report = emptyReport();
  const games: Array<{ line: number; row: CatalogueImportRow }> = [];
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
  if (wanted.size === 0) return report;

  await db.transaction(async (tx) => {
    await applyVendors(tx, wanted, report, now);
    await applyGames(tx, games, report, now);
  });
  report.added = report.addedGames.length;
  report.updated = report.updatedGames.length;
  report.vendorsAdded = report.addedVendors.length;
  report.vendorsUpdated = report.updatedVendors.length;
  return report;
}

/** Whether the import changed anything a running server caches (vendor data, lists). */
export const importChangedCatalogue = (report: ImportReport): boolean =>
  report.added + report.updated + report.vendorsAdded + report.vendorsUpdated > 0;

/** Adds the vendors the import names and updates those whose fields differ. */
async function applyVendors(tx: ImportTx, wanted: Map<string, WantedVendor>, report: ImportReport, now: Date) {
  const vendorRows = await repo.vendors(tx);
  const vendors = new Map(vendorRows.map((v) => [`${v.vassalage}\u0000${v.game_type}`, v]));
  for (const [key, v] of wanted) {
    const existing = vendors.get(key);
    if (!existing) {
      const displayName = v.fields.displayName ?? v.vassalage;
      await repo.insertVendor(tx, {
        vassalage: v.vassalage,
        gameType: v.gameType,
        displayName,
        lagerIcon: v.fields.lagerIcon ?? null,
        sort: v.fields.sort ?? 1000,
        status: v.fields.status ?? 'ACTIVE',
      });
      report.addedVendors.push({
        line: v.line,
        vassalage: v.vassalage,
        gameType: v.gameType,
        displayName,
        fields: [],
      });
      continue;
    }
    const current: VendorFields = {
      displayName: existing.display_name,
      lagerIcon: existing.lager_icon ?? undefined,
      sort: existing.sort,
      status: existing.status,
    };
    const changed = (Object.keys(v.fields) as Array<keyof VendorFields>).filter((f) => v.fields[f] !== current[f]);
    if (changed.length === 0) continue;
    const next = { ...current, ...v.fields };
    await repo.updateVendor(tx, v, next, now);
    report.updatedVendors.push({
      line: v.line,
      vassalage: v.vassalage,
      gameType: v.gameType,
      displayName: next.displayName ?? v.vassalage,
      fields: changed.map((f) => VENDOR_COLUMNS[f]),
    });
  }
}

/** Adds new games and updates changed ones; unchanged games are only counted. */
async function applyGames(
  tx: ImportTx,
  games: Array<{ line: number; row: CatalogueImportRow }>,
  report: ImportReport,
  now: Date,
) {
  const existingGames = await repo.games(tx);
  const byKey = new Map(existingGames.map((g) => [`${g.vassalage}\u0000${g.gameCode}`, g]));
  const writes: Array<typeof game.$inferInsert> = [];
  for (const { line, row } of games) {
    const names = row.names ?? {};
    const next = {
      vassalage: row.vassalage,
      gameType: row.gameType,
      gameCode: row.gameCode,
      isGame: row.isGame,
      gameClassify: row.gameClassify || null,
      gameName: row.gameName,
      names,
      searchName: normalizeSearchText([row.gameName, ...Object.values(names)].join(' ')),
      iconUrl: row.iconUrl ?? null,
      isHot: row.isHot,
      supportPlay: row.supportPlay,
      isNew: row.isNew,
      sort: row.sort,
      status: row.status,
      updatedAt: now,
    };
    const change: GameChange = {
      line,
      vassalage: row.vassalage,
      gameType: row.gameType,
      gameCode: row.gameCode,
      gameName: row.gameName,
      fields: [],
    };
    const current = byKey.get(`${row.vassalage}\u0000${row.gameCode}`);
    if (!current) report.addedGames.push(change);
    else {
      const fields = {
        gameType: current.gameType !== next.gameType,
        isGame: current.isGame !== next.isGame,
        gameClassify: current.gameClassify !== next.gameClassify,
        gameName: current.gameName !== next.gameName,
        names: !sameNames(current.names, names),
        iconUrl: current.iconUrl !== next.iconUrl,
        isHot: current.isHot !== next.isHot,
        supportPlay: current.supportPlay !== next.supportPlay,
        isNew: current.isNew !== next.isNew,
        sort: current.sort !== next.sort,
        status: current.status !== next.status,
      };
      change.fields = Object.entries(fields)
        .filter(([, differs]) => differs)
        .map(([field]) => field);
      if (change.fields.length === 0) {
        report.unchanged++;
        continue;
      }
      report.updatedGames.push(change);
    }
    writes.push(next);
  }
  await repo.upsertGames(tx, writes);
}
