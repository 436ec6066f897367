import net from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encryptPayload, type EncPublicKey, type PowChallenge } from '@fortuna/contracts';
import { encodePowPayload } from '../src/modules/identity/captcha/pow-fns.js';

/**
 * Test helpers that act like the web client: solve captchas through the dev API (like a user
 * reading the picture), encrypt `enc` bodies with the shared contracts function, and read
 * SMS and e-mail from the dev inbox.
 */

let ipCounter = 0;
/** A fresh client address per call, so per-IP throttles of one test do not touch another. */
export const freshIp = (): string => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export async function publicKey(app: FastifyInstance): Promise<EncPublicKey> {
  const res = await app.inject({ method: 'GET', url: '/wps/system/publicKey' });
  return res.json().value as EncPublicKey;
}

export type SendOptions = { ip?: string; token?: string; now?: number; headers?: Record<string, string> };

/** Sends `body` encrypted, as the web client does for `enc` endpoints. */
export async function sendEnc(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  opts: SendOptions = {},
) {
  const payload = await encryptPayload(await publicKey(app), body, opts.now ?? Date.now());
  return app.inject({
    method,
    url,
    payload,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  } as InjectOptions);
}

async function devAnswer(app: FastifyInstance, captchaId: string): Promise<string | number> {
  const res = await app.inject({ method: 'GET', url: `/dev/api/captcha/${captchaId}` });
  return res.json().value.answer as string | number;
}

/** Solves a captcha's proof-of-work as the web client does (ALTCHA), returning the payload to send. */
export async function solvePow(challenge: PowChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('proof-of-work not solved');
  return encodePowPayload(challenge, solution);
}

/** A hand-like drag trail from the start of the track to `x`. */
export const handTrail = (x: number) =>
  [0, 0.2, 0.55, 0.85, 1].map((k, i) => ({ x: Math.round(x * k * 10) / 10, y: i % 2, t: i * 90 + (i > 2 ? 40 : 0) }));

/** A solved image captcha: { captchaId, captcha, captchaPow }. */
export async function solveImage(
  app: FastifyInstance,
  ip = freshIp(),
): Promise<{ captchaId: string; captcha: string; captchaPow: string }> {
  const res = await app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
  const { captchaId, pow } = res.json().value as { captchaId: string; pow: PowChallenge };
  return { captchaId, captcha: String(await devAnswer(app, captchaId)), captchaPow: await solvePow(pow) };
}

/**
 * A captcha-guarded request as the forgot-password and SMS-login forms send it: an SMS code to a
 * random mobile from a fresh client address, behind `captcha` (solved, wrong or partial).
 */
export const sendSmsNoLogin = (app: FastifyInstance, captcha: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: {
      mobileNum: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      countryDialingCode: '63',
      ...captcha,
    },
    remoteAddress: freshIp(),
  });

/** A solved slider captcha: { captchaId, x, trail, pow }. */
export async function solveSlider(
  app: FastifyInstance,
  ip = freshIp(),
): Promise<{ captchaId: string; x: number; trail: Array<{ x: number; y: number; t: number }>; pow: string }> {
  const res = await app.inject({ method: 'GET', url: '/wps/captcha/slider', remoteAddress: ip });
  const { captchaId, pow } = res.json().value as { captchaId: string; pow: PowChallenge };
  const x = Number(await devAnswer(app, captchaId));
  return { captchaId, x, trail: handTrail(x), pow: await solvePow(pow) };
}

export type LoginInput = {
  username: string;
  password: string;
  ip?: string;
  now?: number;
  withImage?: boolean;
  entry?: 'member' | 'agent';
  verification?: { method: string; value: string };
};

/** GET /wps/member/info with a session token (whether the session is still good). */
export const memberInfo = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });

/** Sets the member's withdraw (payment) password, as My account does. */
export const setPaymentPassword = (app: FastifyInstance, token: string, loginPassword: string, password: string) =>
  sendEnc(
    app,
    'POST',
    '/wps/member/paymentPassword',
    { loginPassword, newPaymentPassword: password, confirmPaymentPassword: password },
    { token },
  );

/** Changes the login password as the change-password form does (no token: as a visitor). */
export const changePassword = (
  app: FastifyInstance,
  token: string | undefined,
  passwords: { oldPassword: string; newPassword: string },
  opts: SendOptions = {},
) =>
  sendEnc(
    app,
    'POST',
    '/wps/member/password',
    { ...passwords, confirmNewPassword: passwords.newPassword },
    { ...opts, ...(token ? { token } : {}) },
  );

/** The demo member's e-wallet as the payout-account form sends it (without the login password). */
export const GCASH_ACCOUNT = {
  kind: 'EWALLET',
  providerName: 'GCash',
  accountName: 'Juan Dela Cruz',
  accountNo: '09171234567',
};

/** Adds a payout account with the login password as proof, as the cashier's form does. */
export const addPayoutAccount = (
  app: FastifyInstance,
  token: string,
  loginPassword: string,
  account: Record<string, string> = GCASH_ACCOUNT,
) => sendEnc(app, 'POST', '/wps/cashier/payoutAccounts', { loginPassword, ...account }, { token });

/** A username registration's body with a solved image captcha, as the register form sends it. */
export const registrationBody = async (app: FastifyInstance, username: string, password = 'Secret123') => ({
  registerMethod: 'WEB',
  registerUrl: 'https://fortuna.example/register',
  ...(await solveImage(app)),
  username,
  password,
  confirmPassword: password,
});

/** The flags of a member's first session with a password of their own (no password modal follows). */
export const FIRST_SESSION = { firstTimeLogin: true, passwordExpired: false, weakPassword: false };

/** Opens a free-play (trial) session as the Free play button does; `payload` is what the client says it runs on. */
export const startFreePlay = (app: FastifyInstance, payload: object = { os: 'Windows', platform: 'WEB' }) =>
  app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload, remoteAddress: freshIp() });

/** Username login with a solved slider (and image captcha when asked). */
export async function login(app: FastifyInstance, input: LoginInput) {
  const verification = input.verification;
  const body: Record<string, unknown> = {
    type: 'username',
    username: input.username,
    password: input.password,
    slider: await solveSlider(app),
    ...(input.withImage ? await solveImage(app) : {}),
    ...(input.entry ? { entry: input.entry } : {}),
    ...(verification ? { verification } : {}),
  };
  return sendEnc(app, 'POST', '/wps/session/login', body, {
    ip: input.ip ?? '127.0.0.1',
    ...(input.now ? { now: input.now } : {}),
  });
}

export async function inbox(app: FastifyInstance, to: string, channel: 'sms' | 'email' = 'sms') {
  const res = await app.inject({
    method: 'GET',
    url: `/dev/api/inbox?channel=${channel}&to=${encodeURIComponent(to)}`,
  });
  return res.json().value as Array<{ body: string; subject: string; recipient: string }>;
}

/** The 6-digit code of the latest SMS to `to` (E.164, e.g. +639171234567). */
export async function latestSmsCode(app: FastifyInstance, to: string): Promise<string | null> {
  const [latest] = await inbox(app, to);
  return latest ? (/\b(\d{6})\b/.exec(latest.body)?.[1] ?? null) : null;
}

/** A TCP port nobody listens on right now (for tests that need a real listening server). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
