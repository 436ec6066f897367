import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { uniqueClientIp } from './identity-helpers';

/**
 * What the operator console's specs share (apps/console, served at /console): the demo staff
 * (one per role, password Console1234), authenticator codes computed with otplib as an app
 * would, and the owner's session for the specs that need one.
 */
export const STAFF_PASSWORD = 'Console1234';
export const TOKEN_KEY = 'fortuna.console.token';

/**
 * The owner's authenticator secret, set up once per server (its data directory is fresh at each
 * run, so the file lives there): whichever spec comes first sets it up over the API and writes it.
 */
const OWNER_SECRET_FILE = new URL('../../../node_modules/.e2e-data/app/console-owner-totp.txt', import.meta.url)
  .pathname;

type Envelope<T> = { success: boolean; code: string; message: string; value: T };
type LoginValue = { step: 'totpSetup'; secret: string } | { step: 'totp' } | { step: 'done'; token: string };

/** The code of `secret` for the 30-second step `ahead` steps from now. */
export const totpCode = (secret: string, ahead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

async function login(request: APIRequestContext, ip: string, body: Record<string, string>) {
  const response = await request.post('/console/api/session', {
    data: { username: 'owner', password: STAFF_PASSWORD, ...body },
    headers: { 'X-Forwarded-For': ip },
  });
  return (await response.json()) as Envelope<LoginValue>;
}

export async function ownerSecret(request: APIRequestContext): Promise<string> {
  if (fs.existsSync(OWNER_SECRET_FILE)) return fs.readFileSync(OWNER_SECRET_FILE, 'utf8').trim();
  const ip = uniqueClientIp();
  const first = await login(request, ip, {});
  expect(first.success, first.message).toBe(true);
  if (first.value.step === 'totpSetup') {
    const { secret } = first.value;
    fs.writeFileSync(OWNER_SECRET_FILE, secret);
    // Another spec may set up the same pending secret at the same moment: either way it is set up.
    await login(request, ip, { totpCode: totpCode(secret) });
    return secret;
  }
  await expect.poll(() => fs.existsSync(OWNER_SECRET_FILE), { timeout: 10_000 }).toBe(true);
  return fs.readFileSync(OWNER_SECRET_FILE, 'utf8').trim();
}

/**
 * Submits an authenticator code until one is taken: each code opens one login, so a login right
 * after another in the same 30 s step uses the next step's code (accepted for clock drift), and
 * after that waits for the step to turn.
 */
export async function withFreshCode<T>(secret: string, attempt: (code: string) => Promise<T | null>): Promise<T> {
  for (const ahead of [0, 1]) {
    const done = await attempt(totpCode(secret, ahead));
    if (done !== null) return done;
  }
  const wait = 30_000 - (Date.now() % 30_000) + 500;
  await new Promise((resolve) => setTimeout(resolve, wait));
  const done = await attempt(totpCode(secret, 1));
  if (done === null) throw new Error('no authenticator code was taken');
  return done;
}

/** A staff session token of the owner, over the API. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const secret = await ownerSecret(request);
  const ip = uniqueClientIp();
  return withFreshCode(secret, async (code) => {
    const answer = await login(request, ip, { totpCode: code });
    return answer.success && answer.value.step === 'done' ? answer.value.token : null;
  });
}

/** Opens the console already signed in with `token` (as the login screen leaves it). */
export async function openSignedIn(page: Page, token: string, path = '/console/') {
  await page.goto('/console/login');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(path);
}

/** Fills the password step of the console's login screen. */
export async function enterPassword(page: Page, username: string, password = STAFF_PASSWORD) {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}
