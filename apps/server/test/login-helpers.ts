import { sql } from 'drizzle-orm';
import { queryRows } from '../src/platform/db.js';
import { hashPassword } from '../src/modules/identity/member/password-fns.js';
import { testClock, useTestApp } from './test-app.js';
import { login } from './identity-helpers.js';

/** A member's usual network: new-network rules are predictable for members made by {@link useLoginHarness}. */
export const HOME = '192.0.2.10';

/**
 * What the login specs share (login*.test.ts): a test app on a test clock, fresh members with a
 * known network (HOME), and a login from a chosen address at the clock's time. Call it inside the
 * spec's describe: the app opens in its beforeAll.
 */
export function useLoginHarness(kind: 'pglite' | 'postgres') {
  const { now, at, tick } = testClock('2026-11-22T08:00:00Z');
  const t = useTestApp(kind, { clock: now });

  const db = () => t.database.db;
  let seq = 0;
  async function newMember(extra: Record<string, unknown> = {}) {
    const username = `member${++seq}z`;
    await db()
      .execute(sql`INSERT INTO member (merchant_code, username, password_hash, type, email, payee_name, totp_secret, status)
      VALUES ('FORTUNA', ${username}, ${await hashPassword('Right1234', null)}, ${(extra.type as number) ?? 0}, ${(extra.email as string) ?? null},
              ${(extra.payeeName as string) ?? null}, ${(extra.totpSecret as string) ?? null}, ${(extra.status as string) ?? 'active'})`);
    const [row] = await queryRows<{ id: number }>(db(), sql`SELECT id FROM member WHERE username = ${username}`);
    await db().execute(sql`INSERT INTO member_known_ip (member_id, ip) VALUES (${row?.id}, ${HOME})`);
    return { username, id: Number(row?.id) };
  }
  const loginAs = (
    username: string,
    password: string,
    opts: {
      ip?: string;
      withImage?: boolean;
      entry?: 'member' | 'agent';
      verification?: { method: string; value: string };
    } = {},
  ) => login(t.app, { username, password, ip: opts.ip ?? HOME, now: at(), ...opts });

  return { t, db, now, at, tick, newMember, loginAs };
}
