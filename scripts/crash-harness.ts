/** The crash test's harness (scripts/crash-test.ts): the built server started and killed, a client, a login. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encryptPayload, type EncPublicKey } from '../packages/contracts/src/enc.js';
import type { PowChallenge } from '../packages/contracts/src/identity.js';
import { encodePowPayload } from '../apps/server/src/modules/identity/captcha/pow-fns.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const main = path.join(root, 'apps/server/dist/main.js');
export const CLIENTS = 24;
export const BURST_MS = 1_500;
export const VENDOR = 'EVO';

export type Env = Record<string, string>;
export type Envelope<T> = { success: boolean; code: string; value: T };

export async function start(port: number, env: Env): Promise<ChildProcess> {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DEV_TOOLS: 'true',
      DEMO_MODE: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

export function client(base: string, token = '') {
  const call = async <T>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; body: Envelope<T> }> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  };
  return call;
}

export async function login(base: string): Promise<string> {
  const call = client(base);
  const slider = await call<{ captchaId: string; pow: PowChallenge }>('GET', '/wps/captcha/slider');
  const { captchaId, pow } = slider.body.value;
  const answer = await call<{ answer: number }>('GET', `/dev/api/captcha/${captchaId}`);
  const x = Number(answer.body.value.answer);
  // As a browser does: a hand-like drag trail to the hole, and the captcha's proof-of-work solved.
  const trail = [0, 0.2, 0.55, 0.85, 1].map((k, i) => ({
    x: Math.round(x * k * 10) / 10,
    y: i % 2,
    t: i * 90 + (i > 2 ? 40 : 0),
  }));
  const solution = await solveChallenge({ challenge: pow, deriveKey });
  if (!solution) throw new Error('proof-of-work not solved');
  const key = await call<EncPublicKey>('GET', '/wps/system/publicKey');
  const sealed = await encryptPayload(key.body.value, {
    type: 'username',
    username: 'demo',
    password: 'Demo1234',
    slider: { captchaId, x, trail, pow: encodePowPayload(pow, solution) },
  });
  const res = await call<{ token: string }>('POST', '/wps/session/login', sealed);
  if (!res.body.success) throw new Error(`login failed: ${res.body.code}`);
  return res.body.value.token;
}

/** The books' invariants (`ledger-check`: entries sum to zero, balances equal entries) on the server's database. */
export function ledgerCheck(env: Env) {
  const check = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/ledger-check.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`ledger invariants broken:\n${check.stdout}${check.stderr}`);
}
