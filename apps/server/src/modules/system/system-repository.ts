import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import {
  customerServiceChannel,
  helpArticle,
  maintenanceWindow,
  merchant,
  mirrorDomain,
  regionRule,
  registerFieldSetting,
  whitelabelFlag,
} from './system-tables.js';

/** SQL of the system module only; the service decides what it means. */
export function createSystemRepository(db: Db) {
  return {
    async merchant(code: string) {
      const rows = await db.select().from(merchant).where(eq(merchant.code, code)).limit(1);
      return rows[0] ?? null;
    },
    whitelabelFlags: (code: string) =>
      db.select().from(whitelabelFlag).where(eq(whitelabelFlag.merchantCode, code)).orderBy(asc(whitelabelFlag.flag)),
    async setWhitelabelFlag(code: string, flag: string, enabled: boolean, tx: Pick<Db, 'insert'> = db) {
      await tx
        .insert(whitelabelFlag)
        .values({ merchantCode: code, flag, enabled })
        .onConflictDoUpdate({ target: [whitelabelFlag.merchantCode, whitelabelFlag.flag], set: { enabled } });
    },
    registerSettings: (code: string) =>
      db
        .select()
        .from(registerFieldSetting)
        .where(eq(registerFieldSetting.merchantCode, code))
        .orderBy(asc(registerFieldSetting.sort), asc(registerFieldSetting.field)),
    /** Windows that have not ended yet (current and scheduled). */
    openMaintenanceWindows: (code: string, now: Date) =>
      db
        .select()
        .from(maintenanceWindow)
        .where(and(eq(maintenanceWindow.merchantCode, code), gt(maintenanceWindow.endsAt, now)))
        .orderBy(asc(maintenanceWindow.startsAt)),
    regionRules: (code: string) =>
      db
        .select({ action: regionRule.action, cidr: regionRule.cidr, country: regionRule.country })
        .from(regionRule)
        .where(eq(regionRule.merchantCode, code)),
    async countryOf(ip: string): Promise<string | null> {
      const rows = await queryRows<{ country: string }>(
        db,
        sql`SELECT country FROM ip_country_range WHERE cidr >>= ${ip}::inet ORDER BY masklen(cidr) DESC LIMIT 1`,
      );
      return rows[0]?.country ?? null;
    },
    customerService: (code: string) =>
      db
        .select()
        .from(customerServiceChannel)
        .where(and(eq(customerServiceChannel.merchantCode, code), eq(customerServiceChannel.enabled, true)))
        .orderBy(asc(customerServiceChannel.sort), asc(customerServiceChannel.id)),
    mirrors: (code: string) =>
      db
        .select()
        .from(mirrorDomain)
        .where(eq(mirrorDomain.merchantCode, code))
        .orderBy(asc(mirrorDomain.sort), asc(mirrorDomain.id)),
    helpArticles: (code: string, lang: string, device: string) =>
      db
        .select()
        .from(helpArticle)
        .where(and(eq(helpArticle.merchantCode, code), eq(helpArticle.lang, lang), eq(helpArticle.device, device)))
        .orderBy(asc(helpArticle.sort), asc(helpArticle.id)),
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
