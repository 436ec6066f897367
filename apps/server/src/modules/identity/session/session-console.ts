import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db.js';

type Tx = Pick<Db, 'execute'>;

export type LoginRecord = { at: Date; ip: string; device: string; entry: string; live: boolean };

/**
 * The session module's API for the operator console (module console-members): a member's logins
 * (each session, with its address and device), and ending every session of a member inside the
 * caller's transaction (a staff lock or forced password reset commits with its audit entry).
 */
export function createSessionConsole(db: Db) {
  return {
    async logins(memberId: number, now: Date, limit: number, offset: number) {
      const [rows, counted] = await Promise.all([
        queryRows<{ created_at: string | Date; ip: string; user_agent: string; entry: string; live: boolean }>(
          db,
          sql`SELECT created_at, ip, user_agent, entry, (revoked_at IS NULL AND expires_at > ${now}) AS live
              FROM member_session WHERE member_id = ${memberId} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
        queryRows<{ n: number | string }>(
          db,
          sql`SELECT count(*) AS n FROM member_session WHERE member_id = ${memberId}`,
        ),
      ]);
      const list: LoginRecord[] = rows.map((r) => ({
        at: new Date(r.created_at),
        ip: r.ip,
        device: r.user_agent,
        entry: r.entry,
        live: Boolean(r.live),
      }));
      return { list, total: Number(counted[0]?.n ?? 0) };
    },

    /** Ends every open session of the member; answers how many. */
    async endAllIn(tx: Tx, memberId: number, now: Date): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE member_session SET revoked_at = ${now} WHERE member_id = ${memberId} AND revoked_at IS NULL RETURNING id`,
      );
      return rows.length;
    },
  };
}
export type SessionConsole = ReturnType<typeof createSessionConsole>;
