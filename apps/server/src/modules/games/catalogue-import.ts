import { normalizeSearchText, type CatalogueImportRow } from '@fortuna/contracts';
import type { Db, DbTransaction } from '../../platform/db.js';
import { catalogueImportRepository as repo } from './catalogue-import-repository.js';
import type { FieldChange, GameChange, ImportReport, SourceRow } from './catalogue-import-fns.js';
import { planImport, planSize, VENDOR_COLUMNS, type ImportPlan, type VendorFields } from './catalogue-import-plan.js';
import type { game } from './games-tables.js';

export { formatImportReport, parseCsv, readImportRows } from './catalogue-import-fns.js';
export type { ImportReport } from './catalogue-import-fns.js';
export { planImport, planSize } from './catalogue-import-plan.js';

type Handle = Db | DbTransaction;

/** How a run goes: `write: false` only works out the changes (the console's preview). */
export type RunOptions = { write: boolean; onProgress?: (processed: number) => void };

const sameNames = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Validates every row with the contracts' schemas, then upserts vendors by (vassalage, gameType)
 * and games by (vassalage, gameCode) in one transaction: all valid rows land, or none do
 * (CLI `npm run catalogue:import`).
 */
export async function importCatalogue(db: Db, source: SourceRow[], now: Date = new Date()): Promise<ImportReport> {
  const plan = planImport(source);
  if (plan.wanted.size === 0) return plan.report;
  return db.transaction((tx) => runPlan(tx, plan, now, { write: true }));
}

/**
 * Works out what a checked file changes against the catalogue as `handle` sees it and, with
 * `write`, writes it. Progress counts vendor cards and game rows done, up to planSize(plan).
 */
export async function runPlan(handle: Handle, plan: ImportPlan, now: Date, options: RunOptions): Promise<ImportReport> {
  const { report } = plan;
  if (plan.wanted.size > 0) {
    await applyVendors(handle, plan, now, options.write);
    options.onProgress?.(plan.wanted.size);
    await applyGames(handle, plan, now, options);
  }
  report.added = report.addedGames.length;
  report.updated = report.updatedGames.length;
  report.vendorsAdded = report.addedVendors.length;
  report.vendorsUpdated = report.updatedVendors.length;
  options.onProgress?.(planSize(plan));
  return report;
}

/** Whether the import changed anything a running server caches (vendor data, lists). */
export const importChangedCatalogue = (report: ImportReport): boolean =>
  report.added + report.updated + report.vendorsAdded + report.vendorsUpdated > 0;

/** Adds the vendors the import names and updates those whose fields differ. */
async function applyVendors(handle: Handle, plan: ImportPlan, now: Date, write: boolean) {
  const { report } = plan;
  const vendorRows = await repo.vendors(handle);
  const vendors = new Map(vendorRows.map((v) => [`${v.vassalage}\u0000${v.game_type}`, v]));
  for (const [key, v] of plan.wanted) {
    const existing = vendors.get(key);
    if (!existing) {
      const displayName = v.fields.displayName ?? v.vassalage;
      if (write)
        await repo.insertVendor(handle, {
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
        changes: [],
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
    if (write) await repo.updateVendor(handle, v, next, now);
    report.updatedVendors.push({
      line: v.line,
      vassalage: v.vassalage,
      gameType: v.gameType,
      displayName: next.displayName ?? v.vassalage,
      fields: changed.map((f) => VENDOR_COLUMNS[f]),
      changes: changed.map((f) => ({ field: VENDOR_COLUMNS[f], from: current[f] ?? null, to: next[f] ?? null })),
    });
  }
}

type GameValues = typeof game.$inferInsert;
/** The game fields an import compares (the report's names), and how. */
const COMPARED = [
  'gameType',
  'isGame',
  'gameClassify',
  'gameName',
  'names',
  'iconUrl',
  'isHot',
  'supportPlay',
  'isNew',
  'sort',
  'status',
] as const;

const gameValues = (row: CatalogueImportRow, now: Date) => {
  const names = row.names ?? {};
  return {
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
  } satisfies GameValues;
};

/** Adds new games and updates changed ones, 500 rows a statement; unchanged games are only counted. */
async function applyGames(handle: Handle, plan: ImportPlan, now: Date, options: RunOptions) {
  const { report } = plan;
  const existingGames = await repo.games(handle);
  const byKey = new Map(existingGames.map((g) => [`${g.vassalage}\u0000${g.gameCode}`, g]));
  const writes: GameValues[] = [];
  for (const { line, row } of plan.games) {
    const next = gameValues(row, now);
    const change: GameChange = {
      line,
      vassalage: row.vassalage,
      gameType: row.gameType,
      gameCode: row.gameCode,
      gameName: row.gameName,
      fields: [],
      changes: [],
    };
    const current = byKey.get(`${row.vassalage}\u0000${row.gameCode}`);
    if (!current) report.addedGames.push(change);
    else {
      const differs = (f: (typeof COMPARED)[number]) =>
        f === 'names' ? !sameNames(current.names, next.names) : current[f] !== next[f];
      change.changes = COMPARED.filter(differs).map((f): FieldChange => ({
        field: f,
        from: current[f] ?? null,
        to: next[f] ?? null,
      }));
      change.fields = change.changes.map((c) => c.field);
      if (change.fields.length === 0) {
        report.unchanged++;
        continue;
      }
      report.updatedGames.push(change);
    }
    writes.push(next);
  }
  const done = plan.wanted.size + plan.games.length - writes.length;
  options.onProgress?.(done);
  if (!options.write) return;
  await repo.upsertGames(handle, writes, (written) => options.onProgress?.(done + written));
}
