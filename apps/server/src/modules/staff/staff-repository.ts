import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '@fortuna/contracts';
import { queryRows, type Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { DbTransaction } from '../../platform/database.js';
import { staff, staffSession } from './staff-tables.js';

export type StaffRow = typeof staff.$inferSelect;
export type StaffChange = Partial<
  Pick<
    StaffRow,
    'role' | 'status' | 'totpSecret' | 'totpReady' | 'totpLastStep' | 'allowList' | 'lastLoginAt' | 'passwordHash'
  >
>;
type Tx = Db | DbTransaction;

export type LiveStaffSession = {
  id: number;
  createdAt: Date;
  /** The absolute end, 12 hours after login. */
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  staff: StaffRow;
};

/** SQL of staff accounts and their sessions. */
export function createStaffRepository(db: Db, merchantCode: string) {
  const mine = eq(staff.merchantCode, merchantCode);
  return {
    byUsername: async (username: string, tx: Tx = db) =>
      (
        await tx
          .select()
          .from(staff)
          .where(and(mine, eq(staff.username, username)))
      )[0] ?? null,
    byId: async (id: number, tx: Tx = db) =>
      (
        await tx
          .select()
          .from(staff)
          .where(and(mine, eq(staff.id, id)))
      )[0] ?? null,
    /** The row locked until the transaction ends (a change and its audit entry see one state). */
    async lockById(id: number, tx: DbTransaction): Promise<StaffRow | null> {
      const rows = await tx
        .select()
        .from(staff)
        .where(and(mine, eq(staff.id, id)))
        .for('update');
      return rows[0] ?? null;
    },
    list: () => db.select().from(staff).where(mine).orderBy(asc(staff.id)),
    async insert(values: Omit<typeof staff.$inferInsert, 'merchantCode'>, tx: Tx = db): Promise<StaffRow> {
      const [row] = await tx
        .insert(staff)
        .values({ ...values, merchantCode })
        .onConflictDoNothing()
        .returning();
      // Two owners creating one name at once: the second hears what the check before would have said.
      if (!row) throw new AppError('CONFLICT', 'A staff account of that name exists');
      return row;
    },
    async update(id: number, change: StaffChange, tx: Tx = db): Promise<StaffRow> {
      const [row] = await tx
        .update(staff)
        .set(change)
        .where(and(mine, eq(staff.id, id)))
        .returning();
      if (!row) throw new Error(`no staff ${id}`);
      return row;
    },

    async openSession(values: typeof staffSession.$inferInsert, tx: Tx = db): Promise<number> {
      const [row] = await tx.insert(staffSession).values(values).returning({ id: staffSession.id });
      return row?.id as number;
    },
    /** The unrevoked session of a token hash and its staff row (expiry is judged by the caller). */
    async session(tokenHash: string): Promise<LiveStaffSession | null> {
      const rows = await db
        .select({ session: staffSession, staff })
        .from(staffSession)
        .innerJoin(staff, eq(staff.id, staffSession.staffId))
        .where(and(eq(staffSession.tokenHash, tokenHash), isNull(staffSession.revokedAt), mine));
      const row = rows[0];
      return row
        ? {
            id: row.session.id,
            createdAt: row.session.createdAt,
            expiresAt: row.session.expiresAt,
            lastSeenAt: row.session.lastSeenAt,
            revokedAt: row.session.revokedAt,
            staff: row.staff,
          }
        : null;
    },
    touch: async (id: number, now: Date) => {
      await db.update(staffSession).set({ lastSeenAt: now }).where(eq(staffSession.id, id));
    },
    revoke: async (id: number, now: Date, tx: Tx = db) => {
      await tx
        .update(staffSession)
        .set({ revokedAt: now })
        .where(and(eq(staffSession.id, id), isNull(staffSession.revokedAt)));
    },
    /** Every open session of a staff member ends (disabled, authenticator reset, role changed). */
    revokeAllOf: async (staffId: number, now: Date, tx: Tx = db, keepId: number | null = null) => {
      await tx
        .update(staffSession)
        .set({ revokedAt: now })
        .where(
          and(
            eq(staffSession.staffId, staffId),
            isNull(staffSession.revokedAt),
            keepId === null ? undefined : ne(staffSession.id, keepId),
          ),
        );
    },
    /** Records `step` as the last code used, unless that step or a later one was used already (then false). */
    async useTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await queryRows<{ id: unknown }>(
        db,
        sql`UPDATE staff SET totp_last_step = ${step}
            WHERE id = ${id} AND (totp_last_step IS NULL OR totp_last_step < ${step}) RETURNING id`,
      );
      return rows.length > 0;
    },
    /** Owners that are active, other than `exceptId` (the last owner may not be demoted or disabled). */
    async otherActiveOwners(exceptId: number, tx: Tx): Promise<number> {
      const rows = await queryRows<{ n: string | number }>(
        tx,
        sql`SELECT count(*) AS n FROM staff WHERE merchant_code = ${merchantCode} AND role = ${'owner' satisfies StaffRole}
            AND status = 'active' AND id <> ${exceptId}`,
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
