import { and, eq, isNull, like, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../../platform/db.js';
import { member } from './member-tables.js';

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
  credentialsChangedAt: member.credentialsChangedAt,
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
    | 'credentialsChangedAt'
  >
>;

const one = <T>(rows: T[]): T | null => rows[0] ?? null;
const sameUsername = (username: string) => sql`lower(${member.username}) = lower(${username})`;
const ofBrand = (merchantCode: string, ...conditions: SQL[]) =>
  and(eq(member.merchantCode, merchantCode), ...conditions);
/** The member row `where` finds, or null. */
const rowWhere = async (tx: Tx, where: SQL | undefined) => one(await tx.select().from(member).where(where));
/** The summary of the member `where` finds, or null. */
const summaryWhere = async (tx: Tx, where: SQL | undefined): Promise<MemberSummaryRow | null> =>
  one(await tx.select(summaryColumns).from(member).where(where));

/** SQL of the member table: lookups, the team tree, passwords and the member's own settings (logins: login-record-repository.ts). */
export function createMemberRepository(db: Tx) {
  return {
    byId: (id: number, tx: Tx = db) => rowWhere(tx, eq(member.id, id)),
    byUsername: (merchantCode: string, username: string) => rowWhere(db, ofBrand(merchantCode, sameUsername(username))),
    byMobile: (merchantCode: string, countryDialingCode: string, mobileNum: string) =>
      rowWhere(
        db,
        ofBrand(merchantCode, eq(member.countryDialingCode, countryDialingCode), eq(member.mobileNum, mobileNum)),
      ),
    byAffiliateCode: (merchantCode: string, code: string) =>
      rowWhere(db, ofBrand(merchantCode, sql`upper(${member.affiliateCode}) = upper(${code})`)),

    /** Gives an agent without an invitation code this one; null when it already had one. */
    async giveAffiliateCode(id: number, code: string): Promise<string | null> {
      const [row] = await db
        .update(member)
        .set({ affiliateCode: code })
        .where(and(eq(member.id, id), isNull(member.affiliateCode)))
        .returning({ code: member.affiliateCode });
      return row?.code ?? null;
    },

    /** Inserts the member and sets its team path: the upline's path plus its own id. */
    async insert(values: NewMember, parentPath: string, tx: Tx = db): Promise<MemberRow> {
      const [created] = await tx.insert(member).values(values).returning();
      if (!created) throw new Error('member insert returned nothing');
      const path = `${parentPath}${created.id}/`;
      await tx.update(member).set({ path }).where(eq(member.id, created.id));
      return { ...created, path };
    },

    summaryById: (id: number, merchantCode: string | null, tx: Tx = db) =>
      summaryWhere(
        tx,
        and(eq(member.id, id), merchantCode === null ? undefined : eq(member.merchantCode, merchantCode)),
      ),
    /** The member's summary, its row locked until the transaction ends (rules checked per member). */
    lockSummary: async (id: number, tx: Tx): Promise<MemberSummaryRow | null> =>
      one(await tx.select(summaryColumns).from(member).where(eq(member.id, id)).for('update')),
    summaryByUsername: (merchantCode: string, username: string, tx: Tx = db) =>
      summaryWhere(tx, ofBrand(merchantCode, sameUsername(username))),

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
        .set({
          passwordHash,
          passwordChangedAt: now,
          failedLoginCount: 0,
          lockedUntil: null,
          passwordResetRequired: false,
        })
        .where(eq(member.id, id));
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
