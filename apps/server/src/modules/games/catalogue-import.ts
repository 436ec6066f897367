import { sql } from 'drizzle-orm';
import { CatalogueImportRow, normalizeSearchText } from '@fortuna/contracts';
import { queryRows, type Db } from '../../platform/db.js';
import { game, gameVendor } from './games-tables.js';

/** One row of the input with the line (CSV) or position (JSON) it came from. */
type SourceRow = { line: number; data: Record<string, unknown> };
export type ImportReport = {
  added: number;
  updated: number;
  unchanged: number;
  rejected: Array<{ line: number; reasons: string[] }>;
  vendorsAdded: number;
  vendorsUpdated: number;
};

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

const sameNames = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Validates every row with the contracts' schema, then upserts vendors and games by
 * (vassalage, gameCode) in one transaction: all valid rows land, or none do.
 */
export async function importCatalogue(db: Db, source: SourceRow[], now: Date = new Date()): Promise<ImportReport> {
  const report: ImportReport = { added: 0, updated: 0, unchanged: 0, rejected: [], vendorsAdded: 0, vendorsUpdated: 0 };
  const valid: Array<{ line: number; row: CatalogueImportRow }> = [];
  const seen = new Map<string, number>();
  for (const { line, data } of source) {
    const parsed = CatalogueImportRow.safeParse(data);
    if (!parsed.success) {
      report.rejected.push({
        line,
        reasons: parsed.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`),
      });
      continue;
    }
    const key = `${parsed.data.vassalage}\u0000${parsed.data.gameCode}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      report.rejected.push({ line, reasons: [`duplicate of line ${earlier} (same vassalage and gameCode)`] });
      continue;
    }
    seen.set(key, line);
    valid.push({ line, row: parsed.data });
  }
  if (valid.length === 0) return report;

  await db.transaction(async (tx) => {
    const vendorRows = await queryRows<{ vassalage: string; game_type: string; display_name: string }>(
      tx,
      sql`SELECT vassalage, game_type, display_name FROM game_vendor`,
    );
    const vendors = new Map(vendorRows.map((v) => [`${v.vassalage}\u0000${v.game_type}`, v.display_name]));
    const wanted = new Map<string, { vassalage: string; gameType: string; displayName: string | undefined }>();
    for (const { row } of valid) {
      const key = `${row.vassalage}\u0000${row.gameType}`;
      // The first row that names the vendor decides its display name.
      const displayName = wanted.get(key)?.displayName ?? row.vendorName;
      wanted.set(key, { vassalage: row.vassalage, gameType: row.gameType, displayName });
    }
    for (const [key, v] of wanted) {
      const existing = vendors.get(key);
      if (existing === undefined) {
        await tx
          .insert(gameVendor)
          .values({ vassalage: v.vassalage, gameType: v.gameType, displayName: v.displayName ?? v.vassalage });
        report.vendorsAdded++;
      } else if (v.displayName && v.displayName !== existing) {
        await tx.execute(
          sql`UPDATE game_vendor SET display_name = ${v.displayName}, updated_at = ${now.toISOString()} WHERE vassalage = ${v.vassalage} AND game_type = ${v.gameType}`,
        );
        report.vendorsUpdated++;
      }
    }

    const existingGames = await tx.select().from(game);
    const byKey = new Map(existingGames.map((g) => [`${g.vassalage}\u0000${g.gameCode}`, g]));
    const writes: Array<typeof game.$inferInsert> = [];
    for (const { row } of valid) {
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
      const current = byKey.get(`${row.vassalage}\u0000${row.gameCode}`);
      if (!current) report.added++;
      else {
        const changed =
          current.gameType !== next.gameType ||
          current.isGame !== next.isGame ||
          current.gameClassify !== next.gameClassify ||
          current.gameName !== next.gameName ||
          !sameNames(current.names, names) ||
          current.iconUrl !== next.iconUrl ||
          current.isHot !== next.isHot ||
          current.supportPlay !== next.supportPlay ||
          current.isNew !== next.isNew ||
          current.sort !== next.sort ||
          current.status !== next.status;
        if (!changed) {
          report.unchanged++;
          continue;
        }
        report.updated++;
      }
      writes.push(next);
    }
    for (let i = 0; i < writes.length; i += 500) {
      await tx
        .insert(game)
        .values(writes.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [game.vassalage, game.gameCode],
          set: {
            gameType: sql`excluded.game_type`,
            isGame: sql`excluded.is_game`,
            gameClassify: sql`excluded.game_classify`,
            gameName: sql`excluded.game_name`,
            names: sql`excluded.names`,
            searchName: sql`excluded.search_name`,
            iconUrl: sql`excluded.icon_url`,
            isHot: sql`excluded.is_hot`,
            supportPlay: sql`excluded.support_play`,
            isNew: sql`excluded.is_new`,
            sort: sql`excluded.sort`,
            status: sql`excluded.status`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
  });
  return report;
}

export function formatImportReport(report: ImportReport): string {
  const lines = [
    `games: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.rejected.length} rejected`,
    `vendors: ${report.vendorsAdded} added, ${report.vendorsUpdated} updated`,
    ...report.rejected.map((r) => `  line ${r.line}: ${r.reasons.join('; ')}`),
  ];
  return lines.join('\n');
}
