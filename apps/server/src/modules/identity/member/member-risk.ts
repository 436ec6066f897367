import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';

type Raw = Record<string, unknown>;
const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const names = (v: unknown): string[] => (typeof v === 'string' && v !== '' ? v.split(',') : []);

export type CredentialChangeFact = { change: string; at: Date; first: boolean };
export type OtherMembers = { count: number; usernames: string[] };

/**
 * The identity module's facts about members for the cashier's withdrawal review (issue 19), each
 * for a whole page of members in one indexed query: recent credential changes (the
 * `credentials.change` entries the credential guard writes to audit_log) and other members of
 * the brand on the same IPs (registration IP or a network they logged in from).
 */
export function createMemberRiskFacts(db: Db, merchantCode: string) {
  return {
    /** Credential changes since `since`, newest first, by member (audit_log_member index). */
    async credentialChanges(memberIds: readonly number[], since: Date): Promise<Map<number, CredentialChangeFact[]>> {
      const found = new Map<number, CredentialChangeFact[]>();
      if (memberIds.length === 0) return found;
      const rows = await queryRows<Raw>(
        db,
        sql`SELECT member_id, details->>'change' AS change, coalesce((details->>'first')::boolean, false) AS first,
              created_at
            FROM audit_log
            WHERE member_id IN (${idList(memberIds)}) AND action = 'credentials.change'
              AND merchant_code = ${merchantCode} AND created_at >= ${since}
            ORDER BY created_at DESC, id DESC`,
      );
      for (const r of rows) {
        const id = Number(r.member_id);
        const list = found.get(id) ?? [];
        list.push({ change: String(r.change), at: new Date(r.created_at as string), first: r.first === true });
        found.set(id, list);
      }
      return found;
    },

    /**
     * Other members of the brand sharing an IP with each member (its registration IP or a known
     * login network, against theirs): how many, and up to `shown` usernames in order.
     * Indexes: member_register_ip and member_known_ip_ip (migration 0031).
     */
    async sameIpMembers(memberIds: readonly number[], shown: number): Promise<Map<number, OtherMembers>> {
      const found = new Map<number, OtherMembers>();
      if (memberIds.length === 0) return found;
      const ids = idList(memberIds);
      const rows = await queryRows<Raw>(
        db,
        sql`WITH mine AS (
              SELECT m.id AS member_id, m.register_ip AS ip FROM member m
              WHERE m.id IN (${ids}) AND m.register_ip IS NOT NULL
              UNION SELECT k.member_id, k.ip FROM member_known_ip k WHERE k.member_id IN (${ids})
            ), others AS (
              SELECT mine.member_id, o.id AS other_id FROM mine
              JOIN member o ON o.merchant_code = ${merchantCode} AND o.register_ip = mine.ip AND o.id <> mine.member_id
              UNION
              SELECT mine.member_id, k.member_id FROM mine
              JOIN member_known_ip k ON k.ip = mine.ip AND k.member_id <> mine.member_id
            )
            SELECT o.member_id, count(*)::int AS n,
              array_to_string((array_agg(m.username ORDER BY m.username))[1:${sql.raw(String(Math.trunc(shown)))}], ',') AS names
            FROM others o JOIN member m ON m.id = o.other_id AND m.merchant_code = ${merchantCode}
            GROUP BY o.member_id`,
      );
      for (const r of rows) found.set(Number(r.member_id), { count: Number(r.n), usernames: names(r.names) });
      return found;
    },
  };
}
export type MemberRiskFacts = ReturnType<typeof createMemberRiskFacts>;
