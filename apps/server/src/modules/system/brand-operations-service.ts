import type { AddRegionRule, MaintenanceWindowView, RegionRuleView, ScheduleMaintenance } from '@fortuna/contracts';
import { AppError, validationError } from '../../platform/errors.js';
import { brandChanger, type BrandActor, type BrandChangeDeps } from './brand-change.js';
import { createBrandSettingsRepository, type MaintenanceRow, type RegionRuleRow } from './brand-settings-repository.js';
import { ipInCidr } from './region-fns.js';

/** How many maintenance windows the console lists (newest start first). */
const MAINTENANCE_LISTED = 50;

const stateOf = (w: MaintenanceRow, now: Date): MaintenanceWindowView['state'] =>
  now < w.startsAt ? 'scheduled' : now < w.endsAt ? 'running' : 'ended';

export const maintenanceView = (w: MaintenanceRow, now: Date): MaintenanceWindowView => ({
  id: w.id,
  startsAt: w.startsAt.toISOString(),
  endsAt: w.endsAt.toISOString(),
  note: w.note,
  state: stateOf(w, now),
});

export const regionRuleView = (r: RegionRuleRow): RegionRuleView => ({
  id: r.id,
  action: r.action,
  target: r.cidr ?? r.country ?? '',
  note: r.note,
  createdAt: r.createdAt.toISOString(),
});

/** A country code, or a CIDR block (an address alone is its /32 or /128); null when it is neither. */
export function regionTarget(text: string): { cidr: string | null; country: string | null } | null {
  const target = text.trim();
  if (/^[A-Za-z]{2}$/.test(target)) return { cidr: null, country: target.toUpperCase() };
  const [address = '', bits] = target.split('/');
  const v6 = address.includes(':');
  const cidr = bits === undefined ? `${address}/${v6 ? 128 : 32}` : target;
  const max = v6 ? 128 : 32;
  if (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= max)) return null;
  return ipInCidr(address, cidr) ? { cidr, country: null } : null;
}

/**
 * Maintenance windows and region rules (the console's Brand page and the operator CLI's
 * `maintenance` and `region` commands): each change audited, then announced to every instance.
 */
export function createBrandOperations(deps: BrandChangeDeps) {
  const { db, merchantCode, clock } = deps;
  const repo = createBrandSettingsRepository(db, merchantCode);
  const change = brandChanger(deps);

  return {
    maintenance: async (limit = MAINTENANCE_LISTED): Promise<MaintenanceWindowView[]> => {
      const now = clock();
      return (await repo.latestMaintenance(limit)).map((w) => maintenanceView(w, now));
    },

    /** VALIDATION_FAILED for a window that would be over already. */
    scheduleMaintenance: (actor: BrandActor, body: ScheduleMaintenance): Promise<MaintenanceWindowView> => {
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      if (endsAt <= clock())
        throw validationError([{ path: 'body.endsAt', message: 'The window would be over already' }]);
      return change(actor, 'brand.maintenance.schedule', 'maintenance', body.reason, async (tx) => {
        const row = await repo.addMaintenance(startsAt, endsAt, body.note, tx);
        const view = maintenanceView(row, clock());
        return { before: null, after: view, result: view };
      });
    },

    /** A running window ends now; one not started yet is dropped. NOT_FOUND unknown, CONFLICT already over. */
    endMaintenance: (actor: BrandActor, id: number, reason: string): Promise<MaintenanceWindowView> =>
      change(actor, 'brand.maintenance.end', `maintenance:${id}`, reason, async (tx) => {
        const now = clock();
        const row = await repo.maintenanceById(id, tx);
        if (!row) throw new AppError('NOT_FOUND', `No maintenance window ${id}`);
        const before = maintenanceView(row, now);
        if (before.state === 'ended') throw new AppError('CONFLICT', 'That maintenance window is over already');
        // A window starting this instant has nothing to keep: it goes like a scheduled one (ends_at > starts_at).
        const drop = row.startsAt >= now;
        if (drop) await repo.dropMaintenance(id, tx);
        else await repo.endMaintenance(id, now, tx);
        const after: MaintenanceWindowView = drop
          ? { ...before, state: 'cancelled' }
          : { ...before, endsAt: now.toISOString(), state: 'ended' };
        return { before, after, result: after };
      }),

    /** Every window not over yet (the CLI's `maintenance clear`); answers how many. */
    endAllMaintenance: (actor: BrandActor, reason: string): Promise<number> =>
      change(actor, 'brand.maintenance.endAll', 'maintenance', reason, async (tx) => {
        const now = clock();
        const open = await repo.openMaintenance(now, tx);
        for (const w of open) {
          if (w.startsAt >= now) await repo.dropMaintenance(w.id, tx);
          else await repo.endMaintenance(w.id, now, tx);
        }
        const before = open.map((w) => maintenanceView(w, now));
        return { before, after: { ended: open.length }, result: open.length };
      }),

    regionRules: async (): Promise<RegionRuleView[]> => (await repo.regionRules()).map(regionRuleView),

    /** VALIDATION_FAILED when the target is neither a CIDR block nor a country code. */
    addRegionRule: (actor: BrandActor, body: AddRegionRule): Promise<RegionRuleView> => {
      const target = regionTarget(body.target);
      if (!target)
        throw validationError([{ path: 'body.target', message: `Not a CIDR or country code: ${body.target}` }]);
      return change(actor, 'brand.region.add', 'regionRules', body.reason, async (tx) => {
        const row = await repo.addRegionRule({ action: body.action, ...target, note: body.note }, tx);
        const view = regionRuleView(row);
        return { before: null, after: view, result: view };
      });
    },

    removeRegionRule: (actor: BrandActor, id: number, reason: string): Promise<RegionRuleView> =>
      change(actor, 'brand.region.remove', `regionRule:${id}`, reason, async (tx) => {
        const row = await repo.removeRegionRule(id, tx);
        if (!row) throw new AppError('NOT_FOUND', `No region rule ${id}`);
        const view = regionRuleView(row);
        return { before: view, after: null, result: view };
      }),
  };
}
export type BrandOperations = ReturnType<typeof createBrandOperations>;
