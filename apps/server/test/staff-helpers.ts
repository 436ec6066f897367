import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Db } from '../src/platform/db.js';
import { totpCode } from '../src/modules/identity/session/totp-fns.js';
import { solveImage } from './identity-helpers.js';

/** Every demo staff account has this password (seed/staff-seed.ts). */
export const STAFF_PASSWORD = 'Console1234';

/** The authenticator secret stored for a staff account (pending or set up). */
export async function staffSecret(db: Db, username: string): Promise<string> {
  const [row] = await queryRows<{ totp_secret: string | null }>(
    db,
    sql`SELECT totp_secret FROM staff WHERE username = ${username}`,
  );
  if (!row?.totp_secret) throw new Error(`no secret for ${username}`);
  return row.totp_secret;
}

export type StaffLoginOptions = {
  ip?: string;
  now?: () => Date;
  password?: string;
  totpCode?: string;
  /** A solved image captcha (the step-up after a failed login). */
  captcha?: object;
};

/** POST /console/api/session as the console sends it. */
export const staffLoginCall = (app: FastifyInstance, username: string, options: StaffLoginOptions = {}) =>
  app.inject({
    method: 'POST',
    url: '/console/api/session',
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: {
      username,
      password: options.password ?? STAFF_PASSWORD,
      ...(options.totpCode ? { totpCode: options.totpCode } : {}),
      ...options.captcha,
    },
  });

/** A staff session token: the password, then the authenticator's current code (set up at the first login). */
export async function staffToken(
  app: FastifyInstance,
  db: Db,
  username: string,
  options: StaffLoginOptions = {},
): Promise<string> {
  const now = (options.now ?? (() => new Date()))();
  const code = totpCode(await staffSecret(db, username), now.getTime());
  let res = await staffLoginCall(app, username, { ...options, totpCode: code });
  if (res.json().code === 'CAPTCHA_REQUIRED')
    res = await staffLoginCall(app, username, { ...options, totpCode: code, captcha: await solveImage(app) });
  if (res.statusCode !== 200 || res.json().value.step !== 'done')
    throw new Error(`staff login ${username}: ${res.body}`);
  return res.json().value.token as string;
}

/** A console call with a Bearer token. */
export const consoleCall = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
  ip = '127.0.0.1',
) =>
  app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
