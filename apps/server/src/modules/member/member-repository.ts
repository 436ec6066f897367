import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import { identitySetting, member, memberKnownIp, passwordReset } from './member-tables.js';

export type MemberRow = typeof member.$inferSelect;
export type NewMember = Omit<typeof member.$inferInsert, 'id' | 'path'>;
type Tx = Pick<Db, 'execute' | 'select' | 'insert' | 'update'>;

/** SQL of members, their known networks, password resets and the brand's identity settings. */
export function createMemberRepository(db: Db) {
  const one = <T>(rows: T[]): T | null => rows[0] ?? null;
  return {
    async identitySettings(merchantCode: string) {
      return one(await db.select().from(identitySetting).where(eq(identitySetting.merchantCode, merchantCode)));
    },
    byId: async (id: number) => one(await db.select().from(member).where(eq(member.id, id))),
    byUsername: async (merchantCode: string, username: string) =>
      one(
        await db
          .select()
          .from(member)
          .where(and(eq(member.merchantCode, merchantCode), sql`lower(${member.username}) = lower(${username})`)),
      ),
    byMobile: async (merchantCode: string, countryDialingCode: string, mobileNum: string) =>
      one(
        await db
          .select()
          .from(member)
          .where(
            and(
              eq(member.merchantCode, merchantCode),
              eq(member.countryDialingCode, countryDialingCode),
              eq(member.mobileNum, mobileNum),
            ),
          ),
      ),
    byAffiliateCode: async (merchantCode: string, code: string) =>
      one(
        await db
          .select()
          .from(member)
          .where(and(eq(member.merchantCode, merchantCode), sql`upper(${member.affiliateCode}) = upper(${code})`)),
      ),

    /** Inserts the member and sets its team path: the upline's path plus its own id. */
    async insert(values: NewMember, parentPath: string, tx: Tx = db): Promise<MemberRow> {
      const [created] = await tx.insert(member).values(values).returning();
      if (!created) throw new Error('member insert returned nothing');
      const path = `${parentPath}${created.id}/`;
      await tx.update(member).set({ path }).where(eq(member.id, created.id));
      return { ...created, path };
    },

    /**
     * Counts a login attempt BEFORE its password is checked, atomically, unless the account is
     * locked: the attempt that makes 5 consecutive failures sets the 15-minute lock, so however
     * many requests arrive together, at most 5 passwords are ever tried per lock period. A
     * lock that has run out starts a fresh count. Null when locked (with its end).
     */
    async claimLoginAttempt(id: number, now: Date, maxFailures: number, lockMs: number) {
      const lockEnd = new Date(now.getTime() + lockMs);
      const rows = await queryRows<{ failed_login_count: number; locked_until: Date | string | null }>(
        db,
        sql`UPDATE member SET
              failed_login_count = CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failed_login_count + 1 END,
              locked_until = CASE
                WHEN (CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failed_login_count + 1 END) >= ${maxFailures} THEN ${lockEnd}::timestamptz
                ELSE NULL END
            WHERE id = ${id} AND (locked_until IS NULL OR locked_until <= ${now})
            RETURNING failed_login_count, locked_until`,
      );
      const row = rows[0];
      return row
        ? {
            failedLoginCount: row.failed_login_count,
            lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
          }
        : null;
    },

    /** A right password: the counted attempt is forgiven and the login recorded. Returns the row as it was before. */
    async loginSucceeded(id: number, now: Date) {
      const rows = await queryRows<{ first_login_at: Date | string | null }>(
        db,
        sql`UPDATE member m SET failed_login_count = 0, locked_until = NULL, last_login_at = ${now},
              first_login_at = COALESCE(m.first_login_at, ${now})
            FROM member old WHERE m.id = ${id} AND old.id = m.id
            RETURNING old.first_login_at`,
      );
      return { firstLogin: rows[0]?.first_login_at === null };
    },

    /** The password was right but the login stops for another reason: do not count it as a failure. */
    async forgiveAttempt(id: number) {
      await db.execute(
        sql`UPDATE member SET failed_login_count = GREATEST(failed_login_count - 1, 0), locked_until = NULL WHERE id = ${id}`,
      );
    },

    async setPassword(id: number, passwordHash: string, now: Date) {
      await db
        .update(member)
        .set({ passwordHash, passwordChangedAt: now, failedLoginCount: 0, lockedUntil: null })
        .where(eq(member.id, id));
    },

    async hasKnownIps(memberId: number) {
      const rows = await db
        .select({ ip: memberKnownIp.ip })
        .from(memberKnownIp)
        .where(eq(memberKnownIp.memberId, memberId))
        .limit(1);
      return rows.length > 0;
    },
    async isKnownIp(memberId: number, ip: string) {
      const rows = await db
        .select({ ip: memberKnownIp.ip })
        .from(memberKnownIp)
        .where(and(eq(memberKnownIp.memberId, memberId), eq(memberKnownIp.ip, ip)));
      return rows.length > 0;
    },
    async rememberIp(memberId: number, ip: string, now: Date, tx: Tx = db) {
      await tx
        .insert(memberKnownIp)
        .values({ memberId, ip, firstSeenAt: now, lastSeenAt: now })
        .onConflictDoUpdate({ target: [memberKnownIp.memberId, memberKnownIp.ip], set: { lastSeenAt: now } });
    },

    async insertReset(tokenHash: string, memberId: number, expiresAt: Date, now: Date) {
      await db.insert(passwordReset).values({ tokenHash, memberId, expiresAt, createdAt: now });
    },
    /** Uses up a live reset token; its member id, or null when unknown, used or expired. */
    async consumeReset(tokenHash: string, now: Date) {
      const rows = await db
        .update(passwordReset)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordReset.tokenHash, tokenHash),
            isNull(passwordReset.usedAt),
            sql`${passwordReset.expiresAt} > ${now}`,
          ),
        )
        .returning({ memberId: passwordReset.memberId });
      return rows[0]?.memberId ?? null;
    },
  };
}
export type MemberRepository = ReturnType<typeof createMemberRepository>;
