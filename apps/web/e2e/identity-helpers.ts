import { createHmac } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { modal, useLanguage } from './helpers';

/**
 * Helpers of the identity e2e specs. They act as a user would: read the SMS and mail from the
 * dev inbox (the phone and the mailbox), read the image captcha's text and the slider's hole
 * from the dev API (the picture), and drag the slider by hand.
 */
const ALNUM = 'abcdefghijkmnpqrstuvwxyz23456789';
export function uniqueUsername(prefix = 'e'): string {
  let out = prefix;
  while (out.length < 10) out += ALNUM[Math.floor(Math.random() * ALNUM.length)];
  return out;
}
/** A fresh Philippine mobile number (10 digits, starting with 9). */
export const uniqueMobile = (): string => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * GET on the dev API as this machine's own user reaches it: straight to loopback, never with the
 * page's X-Forwarded-For (the dev API refuses anything a proxy passed on).
 */
async function devApiGet<T>(path: string): Promise<T> {
  // Node's own fetch: Playwright's request contexts inherit the test's extraHTTPHeaders.
  const response = await fetch(new URL(path, test.info().project.use.baseURL));
  return ((await response.json()) as { value: T }).value;
}

/** The text of the image captcha currently shown inside `scope` (what the user reads in the picture). */
export async function readImageCaptcha(_page: Page, scope: Locator): Promise<string> {
  const image = scope.getByTestId('captcha-image');
  await expect(image.locator('img')).toBeVisible();
  const id = await image.getAttribute('data-captcha-id');
  return String((await devApiGet<{ answer: string }>(`/dev/api/captcha/${id}`)).answer);
}

export async function fillImageCaptcha(page: Page, scope: Locator): Promise<void> {
  const text = await readImageCaptcha(page, scope);
  await scope.getByLabel(/captcha/i).fill(text);
}

/** The latest dev-inbox message of a channel whose recipient or body contains `match`. */
export async function latestMessage(_page: Page, channel: 'sms' | 'email', match: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const messages = await devApiGet<Array<{ recipient: string; body: string }>>(
        `/dev/api/inbox?channel=${channel}&limit=50`,
      );
      found = messages.find((m) => m.recipient.includes(match) || m.body.includes(match))?.body ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

export const smsCode = (text: string): string => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/**
 * Solves the slider captcha shown: the hole's x is read from the dev API (the picture has decoy
 * holes now, and an eye matches the piece's outline), then the handle is dragged there with a
 * hand-like trail. The app solves the captcha's proof-of-work by itself.
 */
export async function solveSlider(page: Page): Promise<void> {
  const slider = page.getByTestId('slider-captcha');
  await expect(slider.getByTestId('slider-piece')).toBeVisible();
  const id = await slider.getAttribute('data-captcha-id');
  const answer = Number((await devApiGet<{ answer: number }>(`/dev/api/captcha/${id}`)).answer);
  const scale = await slider.evaluate((root) => {
    const frame = root.querySelector<HTMLElement>('.slider-captcha__frame')!;
    const bg = root.querySelector<HTMLImageElement>('.slider-captcha__background')!;
    return frame.clientWidth / bg.naturalWidth;
  });
  const holeX = { x: answer, scale };
  const handle = slider.getByTestId('slider-handle');
  const box = (await handle.boundingBox())!;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const target = startX + holeX.x * holeX.scale;
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(startX + ((target - startX) * i) / steps, y + (i % 3) - 1);
    await page.waitForTimeout(15);
  }
  await page.mouse.up();
}

/**
 * The lobby's announcement popup (spec §2) would cover the identity popups: these tests say
 * 'hide today' up front, as a returning visitor would have.
 */
export async function hideAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    localStorage.setItem('announcementHidden', `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
  });
}

/**
 * Submits a username login form in `scope` and passes the slider. When the server asks for the
 * image captcha first (a failure from this network in the last 15 minutes), the user reads it,
 * types it and tries again, as a person would.
 */
export async function submitUsernameLogin(page: Page, scope: Locator): Promise<void> {
  await scope.getByTestId('login-submit').click();
  await solveSlider(page);
  await expect(scope.getByTestId('login-slider-step')).toHaveCount(0);
  const alert = scope.getByTestId('form-alert');
  if ((await alert.count()) > 0 && /captcha/i.test((await alert.textContent()) ?? '')) {
    await fillImageCaptcha(page, scope);
    await scope.getByTestId('login-submit').click();
    await solveSlider(page);
  }
}

/** Username login in the popup (opened from the header) through the slider. */
export async function loginWithPassword(page: Page, username: string, password: string): Promise<void> {
  if (!(await modal(page, 'loginPopupModal').isVisible())) await page.getByTestId('header-login').click();
  const dialog = modal(page, 'loginPopupModal');
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await submitUsernameLogin(page, dialog);
}

/** The demo agent logs in at the agent landing page (/agent) and lands in the agent centre. */
export async function loginAsDemoAgent(page: Page): Promise<void> {
  await loginAsAgent(page, 'agent', 'Agent1234');
}

/** An agent logs in at the agent landing page (/agent) and lands in the agent centre. */
export async function loginAsAgent(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/agent');
  const landing = page.getByTestId('agent-landing');
  await landing.getByRole('textbox', { name: 'Username' }).fill(username);
  await landing.getByLabel('Password', { exact: true }).fill(password);
  await submitUsernameLogin(page, landing);
  await expect(page).toHaveURL(/\/agentHome$/);
}

/** A client address of its own (carrier-grade NAT space, allowed by the demo region rules). */
export const uniqueClientIp = (): string =>
  `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Every test of the spec that calls this comes from a client address of its own: free play and
 * registration are limited per address and hour (10), and the whole suite shares one server.
 */
export function ownClientAddressPerTest(): void {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() });
  });
}

/**
 * Logs in through the popup from another network (a browser context of its own, in English,
 * announcements hidden) and returns at the new-network step the login then asks for.
 */
export async function loginFromNewNetwork(browser: Browser, ip: string, username: string, password: string) {
  const away = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  const other = await away.newPage();
  await useLanguage(other, 'EN');
  await hideAnnouncements(other);
  await other.goto('/');
  await loginWithPassword(other, username, password);
  const step = modal(other, 'loginPopupModal').getByTestId('new-ip-step');
  await expect(step).toBeVisible();
  return { away, other, step };
}

/** Answers the new-network step with a code and passes the slider. */
export async function answerNewIpStep(page: Page, step: Locator, code: string): Promise<void> {
  await step.getByTestId('new-ip-value').fill(code);
  await step.getByRole('button', { name: 'Continue' }).click();
  await solveSlider(page);
}

/**
 * Registers a new member by username through the popup; returns when logged in at /. Each new
 * member comes from a network of its own (X-Forwarded-For, believed from the e2e servers'
 * trusted proxy), as real sign-ups do: the brand allows 10 registrations per address an hour,
 * and the suite registers more than that.
 */
export async function registerByUsername(
  page: Page,
  /** `link`: a registration address (/register?affiliateCode=…), which opens the form itself; `ip`: the network. */
  opts: { username: string; password: string; email?: string; link?: string; ip?: string },
): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': opts.ip ?? uniqueClientIp() });
  await page.goto(opts.link ?? '/');
  if (!opts.link) await page.getByTestId('header-signup').click();
  const dialog = modal(page, 'registerModal');
  await dialog.getByLabel('Username').fill(opts.username);
  await dialog.getByLabel('Password', { exact: true }).fill(opts.password);
  await dialog.getByLabel('Confirm password').fill(opts.password);
  if (opts.email) await dialog.getByLabel(/^E-mail/).fill(opts.email);
  await fillImageCaptcha(page, dialog);
  await dialog.getByTestId('age-consent').check();
  await dialog.getByTestId('register-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('account-trigger')).toBeVisible();
}

/**
 * Registers a new member in the demo agent's team (invitation code FORTUNA1, so transfers have an
 * upline) through the popup, in English; returns when logged in.
 */
export async function registerInAgentTeam(page: Page, password: string): Promise<string> {
  const username = uniqueUsername('team');
  await page.goto('/');
  await page.getByTestId('header-signup').click();
  const dialog = modal(page, 'registerModal');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByLabel(/^Invitation code/).fill('FORTUNA1');
  await fillImageCaptcha(page, dialog);
  await dialog.getByTestId('age-consent').check();
  await dialog.getByTestId('register-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('account-trigger')).toBeVisible();
  return username;
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('account-trigger').click();
  await page.getByTestId('sign-out').click();
  await page.getByTestId('public-modal-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** RFC 6238 code of a base32 secret now (what the authenticator app shows). */
export function totpNow(secret: string, now = Date.now()): string {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** "Free play" from the header, or on a phone from the side menu; the page is then reloaded (drawer closed). */
export async function startFreePlay(page: Page): Promise<string> {
  await page.goto('/');
  const inHeader = page.getByTestId('site-header').getByTestId('free-play');
  if (await inHeader.isVisible()) await inHeader.click();
  else {
    await page.getByTestId('menu-button').click();
    await page.locator('#side-menu').getByTestId('free-play').click();
    await expect(page.getByTestId('account-trigger')).toHaveAttribute('data-trial', 'true');
    await page.reload();
  }
  await expect(page.getByTestId('account-trigger')).toHaveAttribute('data-trial', 'true');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₱10,000.00');
  return page.evaluate(() => sessionStorage.getItem('account') ?? sessionStorage.getItem('username') ?? '');
}
