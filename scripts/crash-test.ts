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
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BURST_MS, CLIENTS, client, ledgerCheck, login, main, start, stop, VENDOR, type Env } from './crash-harness.js';
import { lotteryRun } from './crash-lottery.js';

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
  ledgerCheck(env);
  console.log(`${label}: every acknowledged transfer applied exactly once; ledger invariants hold`);
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
