import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';

/** What the operator console searches by, its text already normalised (console-members' search fns). */
export type MemberCriterion =
  | { kind: 'username' | 'email'; prefix: string }
  | { kind: 'mobile'; prefixes: string[] }
  | { kind: 'realName'; part: string }
  | { kind: 'ip'; value: string; exact: boolean }
  | { kind: 'invitationCode'; code: string }
  | { kind: 'id'; id: number };

export type MemberSort = { by: 'registeredAt' | 'lastLoginAt' | 'username'; order: 'asc' | 'desc' };

export type MemberListRow = {
  id: number;
  username: string;
  type: number;
  status: 'active' | 'disabled';
  createdAt: Date;
  lastLoginAt: Date | null;
};

/** The member row as staff see it (never the password or authenticator secrets themselves). */
export type MemberStaffView = MemberListRow & {
  nickname: string | null;
  payeeName: string | null;
  email: string | null;
  countryDialingCode: string | null;
  mobileNum: string | null;
  path: string;
  affiliateCode: string | null;
  profile: Record<string, string>;
  demo: boolean;
  registerIp: string | null;
  registerUrl: string | null;
  registerMethod: string | null;
  firstLoginAt: Date | null;
  passwordChangedAt: Date;
  lockedUntil: Date | null;
  passwordResetRequired: boolean;
  hasTotp: boolean;
  hasPaymentPassword: boolean;
};

type Tx = Pick<Db, 'execute'>;
type Raw = Record<string, unknown>;

/**
 * Matches are counted up to this many: a count of a million rows costs more than the page. Each
 * counted match is a row read (a broad prefix over a million members: 60 ms at 10,000, 9 ms at
 * 1,000); past it the console says "more than 1,000" and the search is narrowed, not paged.
 */
export const COUNT_CAP = 1_000;

const likeEscape = (text: string) => text.replace(/[\\_%]/g, '\\$&');
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** Each criterion is one index range (migration 0031), the brand's rows only. */
function criterionSql(merchantCode: string, c: MemberCriterion): SQL {
  switch (c.kind) {
    case 'username':
      return sql`lower(m.username) LIKE ${`${likeEscape(c.prefix.toLowerCase())}%`}`;
    case 'email':
      return sql`m.email IS NOT NULL AND lower(m.email) LIKE ${`${likeEscape(c.prefix.toLowerCase())}%`}`;
    case 'mobile':
      return sql`m.mobile_num IS NOT NULL AND (${sql.join(
        c.prefixes.map((p) => sql`m.mobile_num LIKE ${`${likeEscape(p)}%`}`),
        sql` OR `,
      )})`;
    case 'realName':
      return sql`m.payee_name IS NOT NULL AND lower(m.payee_name) LIKE ${`%${likeEscape(c.part.toLowerCase())}%`}`;
    case 'id':
      return sql`m.id = ${c.id}`;
    case 'invitationCode':
      return sql`m.affiliate_code IS NOT NULL AND upper(m.affiliate_code) = ${c.code.toUpperCase()}`;
    case 'ip': {
      const match = (column: SQL) =>
        c.exact ? sql`${column} = ${c.value}` : sql`${column} LIKE ${`${likeEscape(c.value)}%`}`;
      // Registration address or any address the member logged in from: two index ranges, one semi-join.
      return sql`m.id IN (
        SELECT r.id FROM member r WHERE r.merchant_code = ${merchantCode} AND r.register_ip IS NOT NULL AND ${match(sql`r.register_ip`)}
        UNION SELECT k.member_id FROM member_known_ip k WHERE ${match(sql`k.ip`)})`;
    }
  }
}

function orderSql({ by, order }: MemberSort): SQL {
  const dir = order === 'asc' ? sql`ASC` : sql`DESC`;
  if (by === 'username') return sql`lower(m.username) ${dir}, m.id ${dir}`;
  // As the index keeps them (backwards for ascending): never-logged-in members last when newest first.
  if (by === 'lastLoginAt')
    return order === 'asc'
      ? sql`m.last_login_at ASC NULLS FIRST, m.id ASC`
      : sql`m.last_login_at DESC NULLS LAST, m.id DESC`;
  // Ids grow with registration time.
  return sql`m.id ${dir}`;
}

const listRow = (r: Raw): MemberListRow => ({
  id: Number(r.id),
  username: r.username as string,
  type: Number(r.type),
  status: r.status as MemberListRow['status'],
  createdAt: new Date(r.created_at as string),
  lastLoginAt: date(r.last_login_at),
});

const staffView = (r: Raw): MemberStaffView => ({
  ...listRow(r),
  nickname: r.nickname as string | null,
  payeeName: r.payee_name as string | null,
  email: r.email as string | null,
  countryDialingCode: r.country_dialing_code as string | null,
  mobileNum: r.mobile_num as string | null,
  path: r.path as string,
  affiliateCode: r.affiliate_code as string | null,
  profile: (r.profile ?? {}) as Record<string, string>,
  demo: Boolean(r.demo),
  registerIp: r.register_ip as string | null,
  registerUrl: r.register_url as string | null,
  registerMethod: r.register_method as string | null,
  firstLoginAt: date(r.first_login_at),
  passwordChangedAt: new Date(r.password_changed_at as string),
  lockedUntil: date(r.locked_until),
  passwordResetRequired: Boolean(r.password_reset_required),
  hasTotp: Boolean(r.has_totp),
  hasPaymentPassword: Boolean(r.has_payment_password),
});

const LIST_COLUMNS = sql`m.id, m.username, m.type, m.status, m.created_at, m.last_login_at`;
const VIEW_COLUMNS = sql`${LIST_COLUMNS}, m.nickname, m.payee_name, m.email, m.country_dialing_code, m.mobile_num,
  m.path, m.affiliate_code, m.profile, m.demo, m.register_ip, m.register_url, m.register_method, m.first_login_at,
  m.password_changed_at, m.locked_until, m.password_reset_required,
  m.totp_secret IS NOT NULL AS has_totp, m.payment_password_hash IS NOT NULL AS has_payment_password`;

/**
 * The member module's API for the operator console (module console-members): search, the staff
 * view of a member, its upline, and the staff actions on the member row. Writes take the caller's
 * transaction, so the change and its audit-chain entry commit together.
 */
export function createMemberConsole(db: Db, merchantCode: string) {
  const viewIn = async (tx: Tx, id: number, forUpdate: boolean): Promise<MemberStaffView | null> => {
    const rows = await queryRows<Raw>(
      tx,
      sql`SELECT ${VIEW_COLUMNS} FROM member m WHERE m.id = ${id} AND m.merchant_code = ${merchantCode}
          ${forUpdate ? sql`FOR UPDATE` : sql``}`,
    );
    return rows[0] ? staffView(rows[0]) : null;
  };

  return {
    /**
     * A page of members matching the criterion (every member without one), and how many match (up
     * to COUNT_CAP). With a criterion, one statement reads up to COUNT_CAP + 1 matches through the
     * criterion's index (the materialised CTE keeps the planner from walking the sort order's index
     * and filtering, which reads the whole table when it guesses too many matches and they are
     * rare), counts them, and sorts the page from them. More matches than that are dense enough
     * that walking the sort order's index finds a page at once: a second statement does.
     */
    async search(criterion: MemberCriterion | null, sort: MemberSort, limit: number, offset: number) {
      const where = sql`m.merchant_code = ${merchantCode}${criterion ? sql` AND ${criterionSql(merchantCode, criterion)}` : sql``}`;
      const ordered = sql`SELECT ${LIST_COLUMNS} FROM member m WHERE ${where} ORDER BY ${orderSql(sort)} LIMIT ${limit} OFFSET ${offset}`;
      let n: number;
      if (criterion) {
        const rows = await queryRows<Raw>(
          db,
          sql`WITH c AS MATERIALIZED (SELECT ${LIST_COLUMNS} FROM member m WHERE ${where} LIMIT ${COUNT_CAP + 1})
              SELECT t.total, p.* FROM (SELECT count(*) AS total FROM c) t
              LEFT JOIN LATERAL (SELECT * FROM c m ORDER BY ${orderSql(sort)} LIMIT ${limit} OFFSET ${offset}) p ON true`,
        );
        n = Number(rows[0]?.total ?? 0);
        if (n <= COUNT_CAP) return { rows: rows.filter((r) => r.id !== null).map(listRow), total: n, capped: false };
      } else {
        const counted = await queryRows<{ n: number | string }>(
          db,
          sql`SELECT count(*) AS n FROM (SELECT 1 FROM member m WHERE ${where} LIMIT ${COUNT_CAP + 1}) c`,
        );
        n = Number(counted[0]?.n ?? 0);
      }
      const capped = n > COUNT_CAP;
      if (!capped && offset >= n) return { rows: [], total: n, capped };
      return { rows: (await queryRows<Raw>(db, ordered)).map(listRow), total: Math.min(n, COUNT_CAP), capped };
    },

    /** A member of this brand as staff see it, or null. */
    byId: (id: number) => viewIn(db, id, false),

    /** The agents above a member (ids from its team path), the top first. */
    async upline(path: string, selfId: number) {
      const ids = path
        .split('/')
        .filter(Boolean)
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id !== selfId);
      if (ids.length === 0) return [];
      const rows = await queryRows<Raw>(
        db,
        sql`SELECT id, username, type FROM member WHERE id IN (${sql.join(ids, sql`, `)})`,
      );
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        return r ? [{ id, username: r.username as string, type: Number(r.type) }] : [];
      });
    },

    /** Locks the member's row for the rest of `tx` and answers it (before a staff change). */
    lockForChange: (tx: Tx, id: number) => viewIn(tx, id, true),

    /** Staff lock (`disabled`, the account status login and sessions check) or unlock. */
    async setStatusIn(tx: Tx, id: number, status: 'active' | 'disabled'): Promise<MemberStaffView | null> {
      await tx.execute(sql`UPDATE member SET status = ${status} WHERE id = ${id} AND merchant_code = ${merchantCode}`);
      return viewIn(tx, id, false);
    },

    /** Password login refused until a reset by mobile or e-mail (storing any new password clears it). */
    async requirePasswordResetIn(tx: Tx, id: number): Promise<MemberStaffView | null> {
      await tx.execute(
        sql`UPDATE member SET password_reset_required = true WHERE id = ${id} AND merchant_code = ${merchantCode}`,
      );
      return viewIn(tx, id, false);
    },
  };
}
export type MemberConsole = ReturnType<typeof createMemberConsole>;
