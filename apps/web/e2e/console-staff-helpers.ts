import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { totpNow, uniqueClientIp } from './identity-helpers';
import { openSignedIn, ownerToken, STAFF_PASSWORD, totpCode, withFreshCode } from './console-helpers';

/** The owner's session shared by the specs of a run (its data directory is fresh at each run). */
const OWNER_TOKEN_FILE = new URL('../../../node_modules/.e2e-data/app/console-owner-token.txt', import.meta.url)
  .pathname;

/**
 * The owner's token, signed in once per run and shared: each authenticator code opens one login,
 * so specs running side by side must not each take one (console.spec signs the owner in too).
 */
export async function sharedOwnerToken(request: APIRequestContext): Promise<string> {
  const lock = `${OWNER_TOKEN_FILE}.lock`;
  for (let i = 0; i < 240; i++) {
    if (fs.existsSync(OWNER_TOKEN_FILE)) {
      const token = fs.readFileSync(OWNER_TOKEN_FILE, 'utf8').trim();
      const me = await request.get('/console/api/me', { headers: { Authorization: `Bearer ${token}` } });
      if (me.ok()) return token;
      fs.rmSync(OWNER_TOKEN_FILE, { force: true });
    }
    let fd: number;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      const token = await ownerToken(request);
      fs.writeFileSync(OWNER_TOKEN_FILE, token);
      return token;
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
  throw new Error('the owner token was not shared in time');
}

type Envelope<T> = { success: boolean; code: string; message: string; value: T };
type LoginValue = { step: 'totpSetup'; secret: string } | { step: 'totp' } | { step: 'done'; token: string };

/**
 * A fresh staff account of `role` made by the owner (`ownerToken`), signed in over the API with
 * its authenticator set up: its username and a session token for {@link openSignedIn}.
 */
export async function newStaff(
  request: APIRequestContext,
  ownerToken: string,
  role: string,
  prefix = role.slice(0, 3),
): Promise<{ username: string; token: string }> {
  const username = `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await request.post('/console/api/staff', {
    headers: { Authorization: `Bearer ${ownerToken}` },
    data: { username, displayName: `E2E ${role}`, password: STAFF_PASSWORD, role, reason: 'End-to-end test' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const ip = uniqueClientIp();
  const login = async (body: Record<string, string>) => {
    const response = await request.post('/console/api/session', {
      data: { username, password: STAFF_PASSWORD, ...body },
      headers: { 'X-Forwarded-For': ip },
    });
    return (await response.json()) as Envelope<LoginValue>;
  };
  const first = await login({});
  expect(first.success, first.message).toBe(true);
  if (first.value.step !== 'totpSetup') throw new Error(`unexpected login step ${first.value.step}`);
  const { secret } = first.value;
  const done = await login({ totpCode: totpCode(secret) });
  if (done.success && done.value.step === 'done') return { username, token: done.value.token };
  const token = await withFreshCode(secret, async (code) => {
    const answer = await login({ totpCode: code });
    return answer.success && answer.value.step === 'done' ? answer.value.token : null;
  });
  return { username, token };
}

/** Opens a member's page in the console by searching the username (as staff would). */
export async function openMember(page: Page, token: string, username: string) {
  await openSignedIn(page, token, `/console/members?q=${username}`);
  await page.getByRole('table', { name: 'Members' }).getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { name: username, exact: true })).toBeVisible();
}

/**
 * Signs a staff account in over the API on a server of its own (the journey server, whose owner has
 * no authenticator yet): the first call sets the authenticator up and answers its secret; with
 * `secret`, the code is the one of the server's time `at` (a TEST_CLOCK server runs ahead).
 */
export async function staffSession(
  request: APIRequestContext,
  username: string,
  opts: { ip: string; secret?: string | undefined; at?: () => number },
): Promise<{ token: string; secret: string }> {
  const at = opts.at ?? (() => Date.now());
  const login = async (body: Record<string, string>) => {
    const response = await request.post('/console/api/session', {
      data: { username, password: STAFF_PASSWORD, ...body },
      headers: { 'X-Forwarded-For': opts.ip },
    });
    return (await response.json()) as Envelope<LoginValue>;
  };
  let secret = opts.secret;
  if (!secret) {
    const first = await login({});
    expect(first.success, first.message).toBe(true);
    if (first.value.step !== 'totpSetup') throw new Error(`unexpected login step ${first.value.step}`);
    secret = first.value.secret;
  }
  // Each code opens one login: the next step's code when this one is taken.
  for (const ahead of [0, 30_000, 60_000]) {
    const done = await login({ totpCode: totpNow(secret, at() + ahead) });
    if (done.success && done.value.step === 'done') return { token: done.value.token, secret };
  }
  throw new Error(`${username} could not sign in`);
}
