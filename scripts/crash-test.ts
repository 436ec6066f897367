/**
 * Crash test of the books (issue 4): `npm run test:crash` (after `npm run build`).
 *
 * Starts the built server, funds a member through the sandbox deposit gateway, fires a burst of
 * wallet transfers from many concurrent clients, kills the server with SIGKILL in the middle of
 * it, restarts it on the same database and then checks that:
 *  - every transfer the server acknowledged before the kill is there, exactly once: replaying its
 *    request answers the very same result (balances included) instead of moving money again;
 *  - after replaying every request that was sent (acknowledged or not), the member's money is
 *    exactly what one application of each request gives;
 *  - the ledger's invariants hold (`ledger-check`: entries sum to zero, balances equal entries).
 * Then the same with lottery slips (issue 20): a burst of one-line slips on an SSC issue on sale,
 * each under its own idempotency key, the server killed mid-burst and restarted; every acknowledged
 * slip replays with the same tickets, every slip sent is accepted at most once, the member's MAIN
 * moved by exactly the stakes of the slips accepted, and the ledger's invariants hold.
 * Runs on embedded PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encryptPayload, type EncPublicKey } from '../packages/contracts/src/enc.js';
import type { PowChallenge } from '../packages/contracts/src/identity.js';
import { encodePowPayload } from '../apps/server/src/modules/identity/captcha/pow-fns.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'apps/server/dist/main.js');
const CLIENTS = 24;
const BURST_MS = 1_500;
const VENDOR = 'EVO';

type Env = Record<string, string>;
type Envelope<T> = { success: boolean; code: string; value: T };

async function start(port: number, env: Env): Promise<ChildProcess> {
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

const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

function client(base: string, token = '') {
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

async function login(base: string): Promise<string> {
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

async function run(label: string, env: Env) {
  const port = 19_000 + Math.floor(Math.random() * 500);
  const base = `http://127.0.0.1:${port}`;
  env = { ...env, PUBLIC_URL: base };
  let server = await start(port, env);
  try {
    const token = await login(base);
    const call = client(base, token);
    // Fund the member the way a player does: an online deposit paid at the sandbox gateway.
    const order = await call<{ payUrl: string }>('POST', '/wps/cashier/deposit', {
      channelCode: 'GCASH',
      amount: '10000',
      requestKey: randomUUID(),
    });
    await fetch(`${order.body.value.payUrl}/complete`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success' }),
      redirect: 'manual',
    });
    const before = await call<{ main: string; wallets: Array<{ vendor: string; balance: string }> }>(
      'GET',
      '/wps/relay/GCS_merchantWallet',
    );
    const mainBefore = Number(before.body.value.main);
    const vendorBefore = Number(before.body.value.wallets.find((w) => w.vendor === VENDOR)?.balance ?? 0);

    // The burst: every request has its own key; the server is killed while they fly.
    const sent: Array<{ requestKey: string; answer?: unknown }> = [];
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const request = { requestKey: randomUUID() };
        sent.push(request);
        try {
          const res = await call('POST', '/wps/relay/GCS_walletTransfer', {
            vendor: VENDOR,
            direction: 'IN',
            amount: '1.00',
            ...request,
          });
          if (res.status === 200 && !killed) request.answer = res.body.value;
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const burst = Promise.all(Array.from({ length: CLIENTS }, worker));
    await new Promise((r) => setTimeout(r, BURST_MS));
    killed = true;
    await stop(server, 'SIGKILL');
    await burst;
    const acked = sent.filter((s) => s.answer !== undefined);
    console.log(`${label}: killed with ${sent.length} transfers sent, ${acked.length} acknowledged`);
    if (acked.length === 0) throw new Error('no transfer was acknowledged before the kill: the burst was too short');

    server = await start(port, env);
    const again = client(base, await login(base));
    // 1. Every acknowledged transfer is there: its replay answers the same result, moving nothing.
    for (const s of acked) {
      const replay = await again('POST', '/wps/relay/GCS_walletTransfer', {
        vendor: VENDOR,
        direction: 'IN',
        amount: '1.00',
        requestKey: s.requestKey,
      });
      if (JSON.stringify(replay.body.value) !== JSON.stringify(s.answer))
        throw new Error(
          `acknowledged transfer ${s.requestKey} was lost or changed: ${JSON.stringify(replay.body)} vs ${JSON.stringify(s.answer)}`,
        );
    }
    // 2. Replaying every request sent applies the unacknowledged ones at most once more.
    for (const s of sent) {
      const replay = await again('POST', '/wps/relay/GCS_walletTransfer', {
        vendor: VENDOR,
        direction: 'IN',
        amount: '1.00',
        requestKey: s.requestKey,
      });
      if (replay.status !== 200) throw new Error(`replay of ${s.requestKey} refused: ${replay.body.code}`);
    }
    const after = await again<{ main: string; wallets: Array<{ vendor: string; balance: string }> }>(
      'GET',
      '/wps/relay/GCS_merchantWallet',
    );
    const moved = sent.length;
    const mainAfter = Number(after.body.value.main);
    const vendorAfter = Number(after.body.value.wallets.find((w) => w.vendor === VENDOR)?.balance ?? 0);
    if (
      Math.round((mainBefore - mainAfter) * 100) !== moved * 100 ||
      Math.round((vendorAfter - vendorBefore) * 100) !== moved * 100
    )
      throw new Error(`money moved ${mainBefore - mainAfter} / ${vendorAfter - vendorBefore}, expected ${moved} each`);
  } finally {
    await stop(server, 'SIGTERM');
  }
  // 3. The books' invariants, checked on the database the server used.
  const check = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/ledger-check.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`ledger invariants broken:\n${check.stdout}${check.stderr}`);
  console.log(`${label}: every acknowledged transfer applied exactly once; ledger invariants hold`);
}

type Slip = { tickets: Array<{ ticketId: number }>; balance: string; replayed: boolean };
type LobbyGame = {
  gameCode: string;
  vassalage: string;
  family: string;
  current: { issueCode: string; saleEnd: string } | null;
};

/** The lottery's crash case: slips placed while the server is killed, then replayed after a restart. */
async function lotteryRun(label: string, env: Env) {
  const port = 19_500 + Math.floor(Math.random() * 400);
  const base = `http://127.0.0.1:${port}`;
  env = { ...env, PUBLIC_URL: base };
  // Jobs do not tick under NODE_ENV=test: the issue job is run once by the CLI (the server stopped).
  const opened = spawnSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/cli.js'), 'jobs', 'run', 'lottery.issues'],
    {
      env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', DEMO_MODE: 'true', ...env },
      encoding: 'utf8',
    },
  );
  if (opened.status !== 0) throw new Error(`lottery.issues did not run:\n${opened.stdout}${opened.stderr}`);
  let server = await start(port, env);
  try {
    const call = client(base, await login(base));
    // The SSC issue on sale with the most time left.
    let game: LobbyGame | undefined;
    for (let i = 0; i < 100 && !game; i++) {
      const lobby = await call<{ games: LobbyGame[] }>('GET', '/lotto/lgw/games/lobby?vassalage=LOTT');
      game = lobby.body.value.games
        .filter((g) => g.family === 'SSC' && g.current && Date.parse(g.current.saleEnd) - Date.now() > 20_000)
        .sort((a, b) => Date.parse(b.current!.saleEnd) - Date.parse(a.current!.saleEnd))[0];
      if (!game) await new Promise((r) => setTimeout(r, 300));
    }
    if (!game) throw new Error('no SSC issue on sale with 20 s left');
    const slip = (idempotencyKey: string) => ({
      gameCode: game.gameCode,
      vassalage: game.vassalage,
      issueCode: game.current!.issueCode,
      lines: [{ kind: 'SSC_POSITION_NUMBER', selection: { ball: 1, digits: [7] }, unit: '1.00', multiple: 1 }],
      idempotencyKey,
    });
    const wallet = async (c: typeof call) =>
      Number((await c<{ main: string }>('GET', '/wps/relay/GCS_merchantWallet')).body.value.main);
    const mainBefore = await wallet(call);

    const sent: Array<{ key: string; answer?: Slip }> = [];
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const s: { key: string; answer?: Slip } = { key: `crash-${randomUUID()}` };
        sent.push(s);
        try {
          const res = await call<Slip>('POST', '/lotto/lgw/orders', slip(s.key));
          if (res.status === 200 && !killed) s.answer = res.body.value;
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const burst = Promise.all(Array.from({ length: CLIENTS }, worker));
    await new Promise((r) => setTimeout(r, BURST_MS));
    killed = true;
    await stop(server, 'SIGKILL');
    await burst;
    const acked = sent.filter((s) => s.answer !== undefined);
    console.log(`${label} lottery: killed with ${sent.length} slips sent, ${acked.length} acknowledged`);
    if (acked.length === 0) throw new Error('no slip was acknowledged before the kill: the burst was too short');

    server = await start(port, env);
    const again = client(base, await login(base));
    // 1. Every acknowledged slip is there: its replay answers the same tickets, moving nothing.
    for (const s of acked) {
      const replay = await again<Slip>('POST', '/lotto/lgw/orders', slip(s.key));
      const ids = (r?: Slip) => JSON.stringify(r?.tickets.map((t) => t.ticketId));
      if (replay.status !== 200 || !replay.body.value.replayed || ids(replay.body.value) !== ids(s.answer))
        throw new Error(`acknowledged slip ${s.key} was lost or changed: ${JSON.stringify(replay.body)}`);
    }
    // 2. Every slip sent again: placed now or a replay (SALE_CLOSED for one never placed, if the sale ended).
    let accepted = 0;
    for (const s of sent) {
      const replay = await again<Slip>('POST', '/lotto/lgw/orders', slip(s.key));
      if (replay.status === 200) accepted += 1;
      else if (replay.body.code !== 'SALE_CLOSED') throw new Error(`slip ${s.key} refused: ${replay.body.code}`);
    }
    // 3. The member paid 1.00 for each slip accepted, once.
    const paid = Math.round((mainBefore - (await wallet(again))) * 100);
    if (paid !== accepted * 100) throw new Error(`slips paid ${paid / 100}, expected ${accepted} (one each)`);
  } finally {
    await stop(server, 'SIGTERM');
  }
  const check = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/ledger-check.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`ledger invariants broken:\n${check.stdout}${check.stderr}`);
  console.log(`${label} lottery: every acknowledged slip placed exactly once; ledger invariants hold`);
}

if (!fs.existsSync(main)) throw new Error('apps/server/dist is missing: run `npm run build` first');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-crash-'));
try {
  await run('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  await lotteryRun('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.TEST_DATABASE_URL) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `fortuna_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', { DATABASE_URL: url.toString() });
    await lotteryRun('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
