// What the console benchmarks share: a PostgreSQL client, the owner's console session (password
// and authenticator code of its stored secret, as the owner's app would give it), a bare Fastify
// route answering a sample at a path, and closed-loop load with the session's header.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { generateSync } from 'otplib';
import pg from 'pg';
import { root } from './server-process.mjs';

export const DURATION_S = 10;
/** How many side-by-side rounds (route at its maximum, bare route, open loop at 80 %) a run makes: BENCH_REPEATS. */
export const REPEATS = Math.max(1, Number(process.env.BENCH_REPEATS ?? 1));
/** BENCH_FIXED_RATE: the open loop at this rate instead of 80 % of the route's maximum (0: 80 %). */
export const FIXED_RATE = Math.max(0, Number(process.env.BENCH_FIXED_RATE ?? 0));
const CONNECTIONS = 16;

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A console session of the demo owner on the server at `port` (database `url`). */
export async function ownerToken(url, port) {
  const secret = await withClient(
    url,
    async (c) => (await c.query(`SELECT totp_secret FROM staff WHERE username = 'owner'`)).rows[0].totp_secret,
  );
  const totpCode = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });
  const res = await fetch(`http://127.0.0.1:${port}/console/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'Console1234', totpCode }),
  });
  const body = await res.json();
  if (body.value?.step !== 'done') throw new Error(`owner login: ${JSON.stringify(body)}`);
  return body.value.token;
}

/** bare-route.mjs answering `sampleFile` at `routePath` on `port`, in a process of its own. */
export function startBareRoute(sampleFile, port, routePath, env, floorDatabaseUrl) {
  const args = [path.join(root, 'bench/bare-route.mjs'), sampleFile, String(port), routePath];
  if (floorDatabaseUrl) args.push(floorDatabaseUrl);
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare route exited with ${code}`)));
    child.stdout.once('data', () => resolve(child));
  });
}

/** DURATION_S of closed-loop load; `setupRequest` picks each request's path (else `routePath`). */
export const load = (port, headers, routePath, setupRequest) =>
  autocannon({
    url: `http://127.0.0.1:${port}`,
    duration: DURATION_S,
    connections: CONNECTIONS,
    headers,
    requests: [setupRequest ? { setupRequest } : { path: routePath }],
  });

/** The round of median ratio (the middle one of three): one round's figures, not a mix of rounds. */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** One round as the result lists it, with the 1-minute load average before it. */
export const runSummary = (r) => ({
  rps: Math.round(r.boardMax.requests.average),
  bareRps: Math.round(r.bareMax.requests.average),
  ratio: Math.round(r.ratio * 1000) / 1000,
  rate: r.rate,
  p99Ms: r.fixed.p99Ms,
  p50Ms: r.fixed.p50Ms,
  bareP99Ms: r.bareFixed.p99Ms,
  loadBefore: Math.round(r.loadBefore * 10) / 10,
});
