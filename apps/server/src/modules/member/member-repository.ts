import { and, eq, isNull, like, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import { member, memberKnownIp } from './member-tables.js';

export type MemberRow = typeof member.$inferSelect;
export type NewMember = Omit<typeof member.$inferInsert, 'id' | 'path'>;
/** A database or an open transaction: every write can join the caller's transaction. */
export type Tx = Pick<Db, 'execute' | 'select' | 'insert' | 'update'>;

/** What other modules may read of a member (member-directory.ts). */
const summaryColumns = {
  id: member.id,
  merchantCode: member.merchantCode,
  username: member.username,
  nickname: member.nickname,
  type: member.type,
  status: member.status,
  parentId: member.parentId,
  path: member.path,
  payeeName: member.payeeName,
  paymentPasswordHash: member.paymentPasswordHash,
};
export type MemberSummaryRow = Pick<MemberRow, keyof typeof summaryColumns>;

/** The columns My account changes: profile, contact and second-factor credentials. */
export type OwnChanges = Partial<
  Pick<
    MemberRow,
    | 'nickname'
    | 'profile'
    | 'paymentPasswordHash'
    | 'totpSecret'
    | 'totpPendingSecret'
    | 'totpPendingExpiresAt'
    | 'countryDialingCode'
    | 'mobileNum'
    | 'email'
  >
>;

const one = <T>(rows: T[]): T | null => rows[0] ?? null;
const sameUsername = (username: string) => sql`lower(${member.username}) = lower(${username})`;

/** SQL of the member table: lookups, the team tree, login bookkeeping and the member's own settings. */
export function createMemberRepository(db: Tx) {
  return {
    byId: async (id: number, tx: Tx = db) => one(await tx.select().from(member).where(eq(member.id, id))),
    byUsername: async (merchantCode: string, username: string) =>
      one(
        await db
          .select()
          .from(member)
          .where(and(eq(member.merchantCode, merchantCode), sameUsername(username))),
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

    summaryById: async (id: number, merchantCode: string | null, tx: Tx = db): Promise<MemberSummaryRow | null> =>
      one(
        await tx
          .select(summaryColumns)
          .from(member)
          .where(and(eq(member.id, id), merchantCode === null ? undefined : eq(member.merchantCode, merchantCode))),
      ),
    summaryByUsername: async (merchantCode: string, username: string, tx: Tx = db): Promise<MemberSummaryRow | null> =>
      one(
        await tx
          .select(summaryColumns)
          .from(member)
          .where(and(eq(member.merchantCode, merchantCode), sameUsername(username))),
      ),

    /** Active team members (any depth) whose username starts with `keyword`, nearest levels first. */
    teamSearch: (merchantCode: string, agent: { id: number; path: string }, keyword: string, limit: number) =>
      db
        .select({ username: member.username, nickname: member.nickname, path: member.path })
        .from(member)
        .where(
          and(
            eq(member.merchantCode, merchantCode),
            like(member.path, `${agent.path}%`),
            ne(member.id, agent.id),
            eq(member.status, 'active'),
            sql`lower(${member.username}) LIKE ${`${keyword.toLowerCase().replace(/[\\_%]/g, '\\$&')}%`}`,
          ),
        )
        .orderBy(sql`length(${member.path})`, member.username)
        .limit(limit),

    /**
     * Sets the real name (payee name) only while it is empty; true when this call set it. The
     * conditional update makes the rule hold against concurrent requests too.
     */
    async setRealNameIfEmpty(id: number, name: string, tx: Tx = db): Promise<boolean> {
      const rows = await tx
        .update(member)
        .set({ payeeName: name })
        .where(and(eq(member.id, id), or(isNull(member.payeeName), eq(member.payeeName, '')) as SQL))
        .returning({ id: member.id });
      return rows.length > 0;
    },

    /** Changes columns of the member's own profile and contact (My account). */
    async update(id: number, changes: OwnChanges, tx: Tx = db) {
      await tx.update(member).set(changes).where(eq(member.id, id));
    },

    async setPassword(id: number, passwordHash: string, now: Date) {
      await db
        .update(member)
        .set({ passwordHash, passwordChangedAt: now, failedLoginCount: 0, lockedUntil: null })
        .where(eq(member.id, id));
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
  };
}
export type MemberRepository = ReturnType<typeof createMemberRepository>;

/**
 * The username of the member whose id `memberId` yields, as a correlated subquery: lists of other
 * modules (operator queues, transfer records) show names without reading the member table themselves.
 */
export const usernameSql = (memberId: SQLWrapper) =>
  sql<string>`(SELECT m.username FROM member m WHERE m.id = ${memberId})`;
