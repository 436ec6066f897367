import { and, desc, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { maintenanceWindow, regionRule } from './system-tables.js';

/** SQL of the operator's commands on the brand: maintenance windows and region rules. */
export function createSystemOperatorRepository(db: Db, merchantCode: string) {
  return {
    async addMaintenance(startsAt: Date, endsAt: Date, note: string) {
      const [row] = await db.insert(maintenanceWindow).values({ merchantCode, startsAt, endsAt, note }).returning();
      return row;
    },

    /** Drops windows not started yet and ends a running one now (keeping its history); answers how many ended. */
    async clearMaintenance(now: Date): Promise<number> {
      await db
        .delete(maintenanceWindow)
        .where(and(eq(maintenanceWindow.merchantCode, merchantCode), gte(maintenanceWindow.startsAt, now)));
      const ended = await db
        .update(maintenanceWindow)
        .set({ endsAt: now })
        .where(and(eq(maintenanceWindow.merchantCode, merchantCode), gt(maintenanceWindow.endsAt, now)))
        .returning();
      return ended.length;
    },

    latestMaintenance: (limit: number) =>
      db
        .select()
        .from(maintenanceWindow)
        .where(eq(maintenanceWindow.merchantCode, merchantCode))
        .orderBy(desc(maintenanceWindow.startsAt))
        .limit(limit),

    async addRegionRule(rule: { action: 'deny' | 'allow'; cidr: string | null; country: string | null; note: string }) {
      const [row] = await db
        .insert(regionRule)
        .values({ merchantCode, ...rule })
        .returning();
      return row;
    },

    async removeRegionRule(id: number): Promise<boolean> {
      const removed = await db
        .delete(regionRule)
        .where(and(eq(regionRule.id, id), eq(regionRule.merchantCode, merchantCode)))
        .returning();
      return removed.length > 0;
    },

    regionRules: () => db.select().from(regionRule).where(eq(regionRule.merchantCode, merchantCode)),
  };
}
