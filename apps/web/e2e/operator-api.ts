import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';

/**
 * The operator's side of the e2e journeys, through the console's API (issue 19): a demo staff
 * member (finance, password Console1234) signs in at /console/api/session as the console does —
 * the password, then the authenticator. The first login of a fresh server answers `totpSetup`
 * with the secret, which is never shown again; so the secret and the session are kept in a file
 * inside the server's data directory (emptied at every server start: the cache lives exactly as
 * long as the server's run) and shared by the spec workers under a lock. One login per run: a
 * second login inside the same 30-second authenticator step would be refused as a replay.
 */
const STAFF = { username: 'finance', password: 'Console1234' };
const STEP_MS = 30_000;

type Envelope<T> = { success: boolean; code: string; message: string; value: T };
type LoginStep = { step: 'totpSetup'; secret: string } | { step: 'totp' } | { step: 'done'; token: string };
type Cache = { secret?: string; token?: string; lastStep?: number };

async function json<T>(response: { json: () => Promise<unknown> }): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

/** The data directory of the server the request goes to (playwright.config.ts: 5180 app, 5182 maintenance). */
async function cacheDir(request: APIRequestContext): Promise<string> {
  const port = new URL((await request.get('/wps/system/status')).url()).port;
  const name = port === '5182' ? 'maintenance' : 'app';
  return new URL(`../../../node_modules/.e2e-data/${name}/`, import.meta.url).pathname;
}

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

/** Password, then the authenticator's code (set up at the run's first login); never twice in one step. */
async function signIn(request: APIRequestContext, cache: Cache): Promise<Cache> {
  const call = (totpCode?: string) =>
    request.post('/console/api/session', { data: { ...STAFF, ...(totpCode ? { totpCode } : {}) } });
  const first = await json<LoginStep>(await call());
  if (!first.success) throw new Error(`staff login failed: ${first.code} ${first.message}`);
  const secret = first.value.step === 'totpSetup' ? first.value.secret : cache.secret;
  if (!secret) throw new Error('staff login: the authenticator was set up by an earlier run of this server');
  if (cache.lastStep === Math.floor(Date.now() / STEP_MS)) await sleep(STEP_MS - (Date.now() % STEP_MS) + 100);
  const now = Date.now();
  const code = generateSync({ secret, epoch: Math.floor(now / 1000) });
  const done = await json<LoginStep>(await call(code));
  if (!done.success || done.value.step !== 'done')
    throw new Error(`staff login (authenticator) failed: ${done.code} ${done.message}`);
  return { secret, token: done.value.token, lastStep: Math.floor(now / STEP_MS) };
}

/** A console session token of the demo finance staff member, shared by every spec of the server's run. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const dir = await cacheDir(request);
  const file = `${dir}e2e-staff-${STAFF.username}.json`;
  const cached = readCache(file);
  if (await live(request, cached.token)) return cached.token as string;
  return withLock(dir, async () => {
    const current = readCache(file);
    if (await live(request, current.token)) return current.token as string;
    const next = await signIn(request, current);
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
