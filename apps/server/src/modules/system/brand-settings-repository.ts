import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { maintenanceWindow, merchant, regionRule, registerFieldSetting, whitelabelFlag } from './system-tables.js';

/** What a brand change runs its SQL on: the app's database or the change's transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type RegisterFieldRow = typeof registerFieldSetting.$inferSelect;
export type MaintenanceRow = typeof maintenanceWindow.$inferSelect;
export type RegionRuleRow = typeof regionRule.$inferSelect;

/** SQL of the console's Brand settings (and the operator CLI): each write in the caller's transaction. */
export function createBrandSettingsRepository(db: Db, merchantCode: string) {
  const ofBrand = eq(maintenanceWindow.merchantCode, merchantCode);
  return {
    async flag(flag: string, tx: Tx = db): Promise<boolean> {
      const [row] = await tx
        .select({ enabled: whitelabelFlag.enabled })
        .from(whitelabelFlag)
        .where(and(eq(whitelabelFlag.merchantCode, merchantCode), eq(whitelabelFlag.flag, flag)));
      return row?.enabled ?? false;
    },

    registerFields: (tx: Tx = db) =>
      tx.select().from(registerFieldSetting).where(eq(registerFieldSetting.merchantCode, merchantCode)),

    /** Writes a field's setting; a field without a row gets one at `sort`. */
    async upsertRegisterField(row: Omit<RegisterFieldRow, 'merchantCode'>, tx: Tx) {
      const { sort: _sort, field: _field, ...changes } = row;
      await tx
        .insert(registerFieldSetting)
        .values({ merchantCode, ...row })
        .onConflictDoUpdate({ target: [registerFieldSetting.merchantCode, registerFieldSetting.field], set: changes });
    },

    async languages(tx: Tx): Promise<{ languages: string[]; defaultLanguage: string } | null> {
      const [row] = await tx
        .select({ languages: merchant.languages, defaultLanguage: merchant.defaultLanguage })
        .from(merchant)
        .where(eq(merchant.code, merchantCode))
        .for('update');
      return row ?? null;
    },

    async setLanguages(languages: string[], defaultLanguage: string, tx: Tx) {
      await tx.update(merchant).set({ languages, defaultLanguage }).where(eq(merchant.code, merchantCode));
    },

    latestMaintenance: (limit: number, tx: Tx = db) =>
      tx.select().from(maintenanceWindow).where(ofBrand).orderBy(desc(maintenanceWindow.startsAt)).limit(limit),

    /** Windows not over at `now` (running and scheduled), locked for the change. */
    openMaintenance: (now: Date, tx: Tx) =>
      tx
        .select()
        .from(maintenanceWindow)
        .where(and(ofBrand, gt(maintenanceWindow.endsAt, now)))
        .orderBy(asc(maintenanceWindow.startsAt))
        .for('update'),

    async maintenanceById(id: number, tx: Tx): Promise<MaintenanceRow | null> {
      const [row] = await tx
        .select()
        .from(maintenanceWindow)
        .where(and(ofBrand, eq(maintenanceWindow.id, id)))
        .for('update');
      return row ?? null;
    },

    async addMaintenance(startsAt: Date, endsAt: Date, note: string, tx: Tx): Promise<MaintenanceRow> {
      const [row] = await tx.insert(maintenanceWindow).values({ merchantCode, startsAt, endsAt, note }).returning();
      if (!row) throw new Error('maintenance window not inserted');
      return row;
    },

    async endMaintenance(id: number, endsAt: Date, tx: Tx) {
      await tx
        .update(maintenanceWindow)
        .set({ endsAt })
        .where(and(ofBrand, eq(maintenanceWindow.id, id)));
    },

    async dropMaintenance(id: number, tx: Tx) {
      await tx.delete(maintenanceWindow).where(and(ofBrand, eq(maintenanceWindow.id, id)));
    },

    regionRules: (tx: Tx = db) =>
      tx.select().from(regionRule).where(eq(regionRule.merchantCode, merchantCode)).orderBy(asc(regionRule.id)),

    async addRegionRule(
      rule: { action: 'allow' | 'deny'; cidr: string | null; country: string | null; note: string },
      tx: Tx,
    ): Promise<RegionRuleRow> {
      const [row] = await tx
        .insert(regionRule)
        .values({ merchantCode, ...rule })
        .returning();
      if (!row) throw new Error('region rule not inserted');
      return row;
    },

    async removeRegionRule(id: number, tx: Tx): Promise<RegionRuleRow | null> {
      const [row] = await tx
        .delete(regionRule)
        .where(and(eq(regionRule.id, id), eq(regionRule.merchantCode, merchantCode)))
        .returning();
      return row ?? null;
    },
  };
}
export type BrandSettingsRepository = ReturnType<typeof createBrandSettingsRepository>;
