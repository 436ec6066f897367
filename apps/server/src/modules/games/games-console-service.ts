import type {
  BulkGameStatus,
  ConsoleGame,
  ConsoleGameQuery,
  ConsoleVendor,
  UpdateConsoleGame,
  UpdateConsoleVendor,
  VendorStatus,
} from '@fortuna/contracts';
import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db, DbTransaction } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import {
  gamesConsoleRepository as repo,
  type ConsoleGameRow,
  type ConsoleVendorRow,
} from './games-console-repository.js';

/** Who acts, for the audit chain. */
export type GamesActor = { username: string; ip: string };

export type GamesConsoleDeps = {
  db: Db;
  clock: () => Date;
  auditChain: Pick<AuditChain, 'append'>;
  /** After a commit that changed the catalogue: drop this instance's caches and tell the others. */
  changed: () => Promise<void>;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const consoleVendor = (v: ConsoleVendorRow): ConsoleVendor => ({
  vassalage: v.vassalage,
  gameType: v.game_type,
  displayName: v.display_name,
  sort: v.sort,
  status: v.status,
  enabled: v.status !== 'DISABLED',
  maintenanceStart: iso(v.maintenance_start),
  maintenanceEnd: iso(v.maintenance_end),
  underMaintenance: v.shown_status === 'MAINTENANCE',
  games: Number(v.games),
  enabledGames: Number(v.enabled_games),
  updatedAt: iso(v.updated_at) ?? '',
});

export const consoleGame = (g: ConsoleGameRow): ConsoleGame => ({
  nodeId: Number(g.node_id),
  vassalage: g.vassalage,
  gameType: g.game_type,
  gameCode: g.game_code,
  gameName: g.game_name,
  isGame: g.is_game,
  gameClassify: g.game_classify,
  hot: g.is_hot === 1,
  isNew: g.is_new === 1,
  sort: g.sort,
  status: g.status,
  enabled: g.status !== 'DISABLED',
  vendorStatus: g.vendor_status,
  underMaintenance: g.status === 'MAINTENANCE' || g.shown_vendor_status === 'MAINTENANCE',
  updatedAt: iso(g.updated_at) ?? '',
});

/** Enabling lifts DISABLED only (a game kept under maintenance stays so); disabling always disables. */
const statusFor = (current: VendorStatus, enabled: boolean | undefined): VendorStatus => {
  if (enabled === undefined) return current;
  if (!enabled) return 'DISABLED';
  return current === 'DISABLED' ? 'ACTIVE' : current;
};

/** The fields of `after` that differ from `before`, each side (for the audit entry). */
function diff<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
    changed: keys.length > 0,
  };
}

/**
 * The console's vendor and game edits. Each runs in one transaction with its audit-chain entry
 * (before and after of the fields changed, reason, client address); after the commit the caches
 * of every instance are dropped (`changed`).
 */
export function createGamesConsole({ db, clock, auditChain, changed }: GamesConsoleDeps) {
  const audit = (
    tx: DbTransaction,
    actor: GamesActor,
    action: string,
    target: string,
    d: ReturnType<typeof diff>,
    reason?: string,
  ) =>
    auditChain.append(
      {
        actorKind: 'staff',
        actor: actor.username,
        action,
        target,
        before: d.before,
        after: d.after,
        ip: actor.ip,
        ...(reason ? { reason } : {}),
      },
      tx,
    );

  return {
    vendors: async () => (await repo.vendors(db, clock())).map(consoleVendor),

    async updateVendor(actor: GamesActor, key: { vassalage: string; gameType: string }, body: UpdateConsoleVendor) {
      const now = clock();
      const wrote = await db.transaction(async (tx) => {
        if (!(await repo.lockVendor(tx, key))) throw new AppError('NOT_FOUND', 'No such vendor card');
        const current = await repo.vendor(tx, key, now);
        if (!current) throw new AppError('NOT_FOUND', 'No such vendor card');
        const before = {
          status: current.status,
          sort: current.sort,
          maintenanceStart: iso(current.maintenance_start),
          maintenanceEnd: iso(current.maintenance_end),
        };
        const window = body.maintenance === undefined ? null : body.maintenance;
        const after = {
          status: statusFor(current.status, body.enabled),
          sort: body.sort ?? current.sort,
          maintenanceStart: body.maintenance === undefined ? before.maintenanceStart : iso(window?.start ?? null),
          maintenanceEnd: body.maintenance === undefined ? before.maintenanceEnd : iso(window?.end ?? null),
        };
        const d = diff(before, after);
        if (!d.changed) return false;
        const next = {
          status: after.status,
          sort: after.sort,
          start: after.maintenanceStart,
          end: after.maintenanceEnd,
        };
        await repo.updateVendor(tx, key, next, now);
        await audit(tx, actor, 'games.vendor.update', `vendor:${key.vassalage}/${key.gameType}`, d, body.reason);
        return true;
      });
      if (wrote) await changed();
      const row = await repo.vendor(db, key, clock());
      if (!row) throw new AppError('NOT_FOUND', 'No such vendor card');
      return consoleVendor(row);
    },

    async games(query: ConsoleGameQuery) {
      const { rows, total } = await repo.games(db, query, clock());
      return { list: rows.map(consoleGame), pageNo: query.pageNo, pageSize: query.pageSize, total };
    },

    async updateGame(actor: GamesActor, nodeId: number, body: UpdateConsoleGame): Promise<ConsoleGame> {
      const now = clock();
      const wrote = await db.transaction(async (tx) => {
        const [current] = await repo.lockGames(tx, [nodeId]);
        if (!current) throw new AppError('NOT_FOUND', 'No such game');
        const before = {
          status: current.status,
          hot: current.is_hot === 1,
          sort: current.sort,
          gameClassify: current.game_classify,
        };
        const after = {
          status: statusFor(current.status, body.enabled),
          hot: body.hot ?? before.hot,
          sort: body.sort ?? before.sort,
          gameClassify: body.gameClassify === undefined ? before.gameClassify : body.gameClassify,
        };
        const d = diff(before, after);
        if (!d.changed) return false;
        const next = {
          status: after.status,
          is_hot: after.hot ? 1 : 0,
          sort: after.sort,
          game_classify: after.gameClassify,
        };
        await repo.updateGame(tx, nodeId, next, now);
        await audit(tx, actor, 'games.game.update', `game:${nodeId}`, d, body.reason);
        return true;
      });
      if (wrote) await changed();
      const row = await repo.game(db, nodeId, clock());
      if (!row) throw new AppError('NOT_FOUND', 'No such game');
      return consoleGame(row);
    },

    /** Enables or disables each game that is not so yet; one audit entry per game changed. */
    async bulkStatus(actor: GamesActor, body: BulkGameStatus) {
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const rows = await repo.lockGames(tx, body.nodeIds);
        const found = new Set(rows.map((r) => Number(r.node_id)));
        const changedIds: number[] = [];
        const unchanged: number[] = [];
        for (const row of rows) {
          const nodeId = Number(row.node_id);
          const status = statusFor(row.status, body.enabled);
          if (status === row.status) {
            unchanged.push(nodeId);
            continue;
          }
          await repo.updateGame(tx, nodeId, { ...row, status }, now);
          const d = diff({ status: row.status }, { status });
          await audit(
            tx,
            actor,
            body.enabled ? 'games.game.enable' : 'games.game.disable',
            `game:${nodeId}`,
            d,
            body.reason,
          );
          changedIds.push(nodeId);
        }
        return { changed: changedIds, unchanged, missing: body.nodeIds.filter((id) => !found.has(id)) };
      });
      if (result.changed.length > 0) await changed();
      return result;
    },
  };
}
export type GamesConsole = ReturnType<typeof createGamesConsole>;
