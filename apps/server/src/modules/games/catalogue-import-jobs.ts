import { createHash, randomUUID } from 'node:crypto';
import type { CatalogueImportJob, CatalogueImportPreview } from '@fortuna/contracts';
import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { readImportRows, type ImportReport, type SourceRow } from './catalogue-import-fns.js';
import { catalogueImportJobsRepository as repo, type ImportRecord } from './catalogue-import-jobs-repository.js';
import { planImport, planSize } from './catalogue-import-plan.js';
import { runPlan } from './catalogue-import.js';
import type { GamesActor } from './games-console-service.js';

/** How long a preview may be applied. */
export const PREVIEW_TTL_MS = 30 * 60_000;
/**
 * A run no instance has finished after this long was cut off with its server (its transaction
 * rolled back: `applied` is written in it): a poll records it as failed.
 */
export const RUN_LIMIT_MS = 10 * 60_000;
/** Rows a console file may hold (the CLI has no limit). */
export const MAX_IMPORT_ROWS = 20_000;

const counts = (r: ImportReport) => ({
  added: r.added,
  updated: r.updated,
  unchanged: r.unchanged,
  rejected: r.rejected.length,
  vendorsAdded: r.vendorsAdded,
  vendorsUpdated: r.vendorsUpdated,
});

/** JSON with sorted keys: the same changes give the same text whichever way they were read. */
const stable = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(stable).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);

/** Every change a run works out, as one hash: the preview's and the apply's must match. */
const fingerprint = (r: ImportReport) =>
  createHash('sha256')
    .update(stable([r.addedVendors, r.updatedVendors, r.addedGames, r.updatedGames, r.rejected, r.unchanged]))
    .digest('hex');

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function readFile(format: 'csv' | 'json', content: string): SourceRow[] {
  let rows: SourceRow[];
  try {
    rows = readImportRows(content, format);
  } catch (error) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The file cannot be read as ${format.toUpperCase()}: ${(error as Error).message}`,
    );
  }
  if (rows.length === 0) throw new AppError('VALIDATION_FAILED', 'The file has no rows');
  if (rows.length > MAX_IMPORT_ROWS)
    throw new AppError('VALIDATION_FAILED', `The file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS} at once`);
  if (rows.some((r) => typeof r.data !== 'object' || Array.isArray(r.data)))
    throw new AppError('VALIDATION_FAILED', 'Every entry of the JSON list must be an object');
  return rows;
}

/**
 * The console's catalogue import: a preview works the file out against the catalogue and writes
 * nothing but the preview; applying it claims it once, runs the CLI's import in one transaction
 * with the catalogue locked, and commits only if it changes exactly what the preview showed.
 * Progress lives in memory on the instance that runs it (the rows are in one transaction).
 */
export function createCatalogueImportJobs(deps: {
  db: Db;
  clock: () => Date;
  auditChain: Pick<AuditChain, 'append'>;
  changed: () => Promise<void>;
}) {
  const { db, clock, auditChain, changed } = deps;
  const running = new Map<string, { record: ImportRecord; processed: number; done: Promise<void> }>();

  const view = (r: ImportRecord): CatalogueImportJob => {
    const local = running.get(r.id);
    const expired = r.state === 'previewed' && new Date(r.expires_at).getTime() <= clock().getTime();
    return {
      id: r.id,
      state: expired ? 'expired' : r.state,
      processed: local?.processed ?? r.processed,
      total: r.total,
      expiresAt: iso(r.expires_at) ?? '',
      startedAt: iso(r.started_at),
      finishedAt: iso(r.finished_at),
      error: r.error,
      result: r.result as CatalogueImportJob['result'],
    };
  };

  async function run(record: ImportRecord, actor: GamesActor, reason: string | undefined) {
    const progress = running.get(record.id);
    try {
      await db.transaction(async (tx) => {
        await repo.lockCatalogue(tx);
        const plan = planImport(record.source);
        const report = await runPlan(tx, plan, clock(), {
          write: true,
          onProgress: (processed) => {
            if (progress) progress.processed = processed;
          },
        });
        if (fingerprint(report) !== record.preview.fingerprint)
          throw new AppError('CONFLICT', 'The catalogue changed since the preview: preview the file again');
        const key = (g: { vassalage: string; gameCode?: string; gameType: string }) =>
          `${g.vassalage}/${g.gameCode ?? g.gameType}`;
        await auditChain.append(
          {
            actorKind: 'staff',
            actor: actor.username,
            action: 'games.import.apply',
            target: `catalogue-import:${record.id}`,
            after: {
              counts: counts(report),
              addedVendors: report.addedVendors.map(key),
              updatedVendors: report.updatedVendors.map((v) => ({ vendor: key(v), changes: v.changes })),
              addedGames: report.addedGames.map(key),
              updatedGames: report.updatedGames.map((g) => ({ game: key(g), changes: g.changes })),
            },
            ip: actor.ip,
            ...(reason ? { reason } : {}),
          },
          tx,
        );
        await repo.applied(tx, record.id, counts(report), clock());
      });
      await changed();
    } catch (error) {
      await repo.failed(db, record.id, (error as Error).message.slice(0, 500), clock());
    } finally {
      running.delete(record.id);
    }
  }

  return {
    async preview(actor: GamesActor, format: 'csv' | 'json', content: string): Promise<CatalogueImportPreview> {
      const source = readFile(format, content);
      const plan = planImport(source);
      const report = await runPlan(db, plan, clock(), { write: false });
      const now = clock();
      const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
      const id = randomUUID();
      const preview = { fingerprint: fingerprint(report), counts: counts(report) };
      await repo.insert(db, { id, staff: actor.username, source, preview, total: planSize(plan) }, now, expiresAt);
      const { addedVendors, updatedVendors, addedGames, updatedGames, rejected } = report;
      const strip = <T extends { fields: string[] }>({ fields: _f, ...rest }: T) => rest;
      return {
        id,
        expiresAt: expiresAt.toISOString(),
        counts: counts(report),
        addedVendors: addedVendors.map(strip),
        updatedVendors: updatedVendors.map(strip),
        addedGames: addedGames.map(strip),
        updatedGames: updatedGames.map(strip),
        rejected,
      };
    },

    /** Starts the run and answers at once (state running); the client polls `job`. */
    async apply(actor: GamesActor, id: string, reason: string | undefined): Promise<CatalogueImportJob> {
      const record = await repo.claim(db, id, clock());
      if (!record) {
        const existing = await repo.byId(db, id);
        if (!existing) throw new AppError('NOT_FOUND', 'No such import preview');
        const state = view(existing).state;
        if (state === 'expired') throw new AppError('CONFLICT', 'The preview expired: upload the file again');
        throw new AppError('CONFLICT', `This preview was already applied (state ${state})`);
      }
      const entry = { record, processed: 0, done: Promise.resolve() };
      running.set(id, entry);
      entry.done = run(record, actor, reason);
      return view(record);
    },

    async job(id: string): Promise<CatalogueImportJob> {
      // A run of this instance is answered from memory (on PGlite a read would wait for its transaction).
      const local = running.get(id);
      if (local) return view(local.record);
      const record = await repo.byId(db, id);
      if (!record) throw new AppError('NOT_FOUND', 'No such import');
      const started = record.started_at === null ? 0 : new Date(record.started_at).getTime();
      if (record.state === 'running' && clock().getTime() - started > RUN_LIMIT_MS) {
        await repo.failed(db, id, 'The import was interrupted (its server stopped); nothing was written', clock());
        return view((await repo.byId(db, id)) ?? record);
      }
      return view(record);
    },

    /** Waits for the runs of this instance (tests, shutdown). */
    settled: () => Promise.all([...running.values()].map((r) => r.done)).then(() => undefined),
  };
}
export type CatalogueImportJobs = ReturnType<typeof createCatalogueImportJobs>;
