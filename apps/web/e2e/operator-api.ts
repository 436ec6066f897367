import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import { E2E_STAFF, E2E_STAFF_FILE } from './e2e-staff';

/**
 * The operator's side of the e2e journeys, through the console's API (issue 19): the run's own
 * finance staff member (e2e-staff.ts, made by the CLI before the server starts) signs in at
 * /console/api/session as the console does — the password, then a code of the authenticator whose
 * secret the CLI wrote to the server's data directory. The session is kept in a file beside it
 * (emptied at every server start) and shared by the spec workers under a lock: one login per run,
 * since a second login inside the same 30-second authenticator step would be refused as a replay.
 */
const STAFF = E2E_STAFF;
const STEP_MS = 30_000;

type Envelope<T> = { success: boolean; code: string; message: string; value: T };
type LoginStep = { step: 'totpSetup' } | { step: 'totp' } | { step: 'done'; token: string };
type Cache = { token?: string; lastStep?: number };

async function json<T>(response: { json: () => Promise<unknown> }): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

/** The data directory of the app server (playwright.config.ts, port 5180), where the CLI left the secret. */
const DATA_DIR = new URL('../../../node_modules/.e2e-data/app/', import.meta.url).pathname;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` holding a directory lock (mkdir is atomic), waiting up to a minute; a lock older than that is stale. */
async function withLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const lock = `${dir}e2e-staff.lock`;
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000 || waited > 90_000) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function readCache(file: string): Cache {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Cache;
  } catch {
    return {};
  }
}

async function live(request: APIRequestContext, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const me = await request.get('/console/api/me', { headers: { authorization: `Bearer ${token}` } });
  return me.ok();
}

/** The authenticator secret the CLI printed when it made the account (`authenticator secret: …`). */
function cliSecret(dir: string): string {
  const printed = readFileSync(`${dir}${E2E_STAFF_FILE}`, 'utf8');
  const secret = /authenticator secret: ([A-Z2-7]+)/.exec(printed)?.[1];
  if (!secret) throw new Error(`no authenticator secret in ${dir}${E2E_STAFF_FILE}: ${printed}`);
  return secret;
}

/** Password and the authenticator's code in one call (it also sets the authenticator up); never twice in one step. */
async function signIn(request: APIRequestContext, secret: string, cache: Cache): Promise<Cache> {
  if (cache.lastStep === Math.floor(Date.now() / STEP_MS)) await sleep(STEP_MS - (Date.now() % STEP_MS) + 100);
  const now = Date.now();
  const totpCode = generateSync({ secret, epoch: Math.floor(now / 1000) });
  const done = await json<LoginStep>(await request.post('/console/api/session', { data: { ...STAFF, totpCode } }));
  if (!done.success || done.value.step !== 'done')
    throw new Error(`staff login failed: ${done.code} ${done.message} ${JSON.stringify(done.value)}`);
  return { token: done.value.token, lastStep: Math.floor(now / STEP_MS) };
}

/** A console session token of the run's finance staff member, shared by every spec of the server's run. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const dir = DATA_DIR;
  const file = `${dir}e2e-staff-${STAFF.username}.json`;
  const cached = readCache(file);
  if (await live(request, cached.token)) return cached.token as string;
  return withLock(dir, async () => {
    const current = readCache(file);
    if (await live(request, current.token)) return current.token as string;
    const next = await signIn(request, cliSecret(dir), current);
    writeFileSync(file, JSON.stringify(next));
    return next.token as string;
  });
}

/** Calls a console endpoint as the staff member; throws with the envelope's code when refused. */
export async function staffCall<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  const body = await json<T>(response);
  if (!body.success) throw new Error(`${method} ${path}: ${body.code} ${body.message}`);
  return body.value;
}
