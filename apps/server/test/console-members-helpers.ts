import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/modules/identity/member/password-fns.js';
import { queryRows, type Db } from '../src/platform/db.js';
import { consoleCall } from './staff-helpers.js';

export type NewMember = {
  username: string;
  password?: string;
  type?: number;
  mobileNum?: string | null;
  email?: string | null;
  payeeName?: string | null;
  registerIp?: string | null;
  affiliateCode?: string | null;
  parentId?: number | null;
};

/** Inserts a member of the demo brand as registration would leave it (team path included); answers its id. */
export async function insertMember(db: Db, m: NewMember): Promise<number> {
  const hash = await hashPassword(m.password ?? 'Old12345', null);
  const [row] = await queryRows<{ id: string | number }>(
    db,
    sql`INSERT INTO member (merchant_code, username, password_hash, type, email, country_dialing_code, mobile_num,
          payee_name, register_ip, affiliate_code, parent_id)
        VALUES ('FORTUNA', ${m.username}, ${hash}, ${m.type ?? 0}, ${m.email ?? null}, ${m.mobileNum ? '63' : null},
          ${m.mobileNum ?? null}, ${m.payeeName ?? null}, ${m.registerIp ?? null}, ${m.affiliateCode ?? null},
          ${m.parentId ?? null})
        RETURNING id`,
  );
  const id = Number(row?.id);
  await db.execute(
    sql`UPDATE member SET path = COALESCE((SELECT p.path FROM member p WHERE p.id = ${m.parentId ?? null}), '/') || id || '/'
        WHERE id = ${id}`,
  );
  return id;
}

/** A GET of the console with a staff token; answers the envelope's JSON. */
export const consoleGet = (app: FastifyInstance, token: string, url: string) => consoleCall(app, 'GET', url, token);

/** The usernames a member search answers, in order. */
export async function searchNames(app: FastifyInstance, token: string, query: Record<string, string>) {
  const res = await consoleGet(app, token, `/console/api/members?${new URLSearchParams(query).toString()}`);
  if (res.statusCode !== 200) throw new Error(`search ${JSON.stringify(query)}: ${res.body}`);
  const value = res.json().value as { list: Array<{ username: string }>; kind: string };
  return { names: value.list.map((r) => r.username), kind: value.kind };
}
