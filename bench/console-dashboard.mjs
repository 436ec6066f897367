// The console dashboard under load (issue 19): GET /console/api/dashboard over ROUNDS game rounds
// (30 market days, 12 vendors, 5 categories) on PostgreSQL, side by side with a bare Fastify route
// answering the same JSON, both on loopback, each run bounded to DURATION_S. Targets: ≥ 25 % of the
// bare route's throughput, p99 under 50 ms at 80 % of the dashboard's own capacity (open loop).
// The figures come from the reports' day tables: the bench times the nightly job that computes
// them from the rounds (its first run fills in the whole month) and reports it beside the load.
// Needs the built server and a local PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL);
// creates a scratch database and drops it after. BENCH_ROUNDS overrides the count (10,000,000).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DURATION_S,
  load,
  medianRun,
  ownerToken,
  FIXED_RATE,
  REPEATS,
  runSummary,
  startBareRoute,
  withClient,
} from './console-bench.mjs';
import { openLoopGet } from './open-loop.mjs';
import { scratchDatabase } from './scratch-db.mjs';
import { root, startServer, stopServer } from './server-process.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const BATCH = 1_000_000;
const DAYS = 30;
const TARGET_RATIO = 0.25;
const TARGET_P99_MS = 50;
const SERVER_PORT = 18_991;
const BARE_PORT = 18_992;
const ROUTE = '/console/api/dashboard';
const databaseUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * ROUNDS settled rounds (1 in 50 left open) of the demo brand's members over the last DAYS market
 * days, in batches of one generate_series statement; the members are dated back so the reports'
 * history starts before the first round.
 */
async function seedRounds(client) {
  const started = performance.now();
  const ids = (await client.query(`SELECT id FROM member WHERE type NOT IN (4, 9) ORDER BY id`)).rows.map((r) => r.id);
  await client.query(`UPDATE member SET created_at = now() - interval '${DAYS + 5} days'`);
  for (let from = 1; from <= ROUNDS; from += BATCH) {
    const to = Math.min(ROUNDS, from + BATCH - 1);
    await client.query(
      `INSERT INTO game_round (merchant_code, provider, round_id, member_id, wallet, node_id, vassalage, game_type,
                               game_code, game_name, bet_amount, valid_bet, payout, status, business_date, started_at, settled_at)
       SELECT 'FORTUNA', 'BENCH', 'r' || i, ($1::bigint[])[1 + i % cardinality($1::bigint[])], 'MAIN', 1,
              'BV' || (i % 12), (ARRAY['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'])[1 + i % 5], 'g' || (i % 500), 'Bench game',
              100 + i % 5000, 100 + i % 5000, CASE WHEN i % 3 = 0 THEN 2 * (100 + i % 5000) ELSE 0 END,
              CASE WHEN i % 50 = 0 THEN 'OPEN' ELSE 'SETTLED' END,
              (now() AT TIME ZONE 'Asia/Manila')::date - (i % ${DAYS})::int,
              now() - (i % ${DAYS}) * interval '1 day', now() - (i % ${DAYS}) * interval '1 day'
       FROM generate_series($2::bigint, $3::bigint) i`,
      [ids, from, to],
    );
  }
  await client.query('ANALYZE game_round');
  return Math.round((performance.now() - started) / 100) / 10;
}

export async function measureConsoleDashboard() {
  const name = 'console dashboard';
  try {
    await withClient(databaseUrl, async () => {});
  } catch (error) {
    const summary = `skipped: PostgreSQL not reachable at ${new URL(databaseUrl).host} (${error.message})`;
    return { name, skipped: true, withinTarget: true, summary };
  }
  const scratch = await scratchDatabase(databaseUrl);
  const scratchUrl = new URL(scratch.url);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-bench-dashboard-'));
  let server = null;
  let bare = null;
  try {
    const env = { DATABASE_URL: scratchUrl.toString(), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    // A first start migrates and seeds the brand; it stops while the rounds go in and the job runs,
    // so no tick of its own computes a day from half-written rounds.
    server = (await startServer({ port: SERVER_PORT, dataDir: tmp, env, timeoutMs: 60_000 })).child;
    await stopServer(server);
    server = null;
    const seedSeconds = await withClient(scratchUrl.toString(), seedRounds);
    // The nightly job, run by hand as an operator would: the week, then every day missing since.
    const jobStarted = performance.now();
    const jobOutput = execFileSync(
      process.execPath,
      [path.join(root, 'apps/server/dist/cli.js'), 'jobs', 'run', 'reports.day-figures-week'],
      { env: { ...process.env, ...env, DATA_DIR: tmp, DEMO_MODE: 'true' }, encoding: 'utf8' },
    ).trim();
    const jobSeconds = Math.round((performance.now() - jobStarted) / 100) / 10;
    server = (await startServer({ port: SERVER_PORT, dataDir: tmp, env, timeoutMs: 60_000 })).child;

    const headers = { authorization: `Bearer ${await ownerToken(scratchUrl.toString(), SERVER_PORT)}` };
    const sample = await (await fetch(`http://127.0.0.1:${SERVER_PORT}${ROUTE}`, { headers })).json();
    const sampleFile = path.join(tmp, 'bare-answer.json');
    fs.writeFileSync(sampleFile, JSON.stringify(sample));
    bare = await startBareRoute(sampleFile, BARE_PORT, ROUTE, env);

    await load(SERVER_PORT, headers, ROUTE); // warm-up
    // BENCH_REPEATS side-by-side rounds on the one seeded database; the figures are the median round's.
    const runs = [];
    for (let i = 0; i < REPEATS; i++) {
      const loadBefore = os.loadavg()[0];
      const boardMax = await load(SERVER_PORT, headers, ROUTE);
      const bareMax = await load(BARE_PORT, headers, ROUTE);
      const rate = FIXED_RATE || Math.max(1, Math.round(boardMax.requests.average * 0.8));
      const fixed = await openLoopGet({ port: SERVER_PORT, rate, durationS: DURATION_S, headers, pathOf: () => ROUTE });
      // The control: the bare route at the same rate. When it misses too, the load generator or
      // the machine fell behind, not the route.
      const bareFixed = await openLoopGet({
        port: BARE_PORT,
        rate,
        durationS: DURATION_S,
        headers,
        pathOf: () => ROUTE,
      });
      const ratio = boardMax.requests.average / bareMax.requests.average;
      runs.push({ boardMax, bareMax, rate, fixed, bareFixed, loadBefore, ratio });
    }
    const { boardMax, bareMax, rate, fixed, bareFixed } = medianRun(runs);

    const ratio = boardMax.requests.average / bareMax.requests.average;
    const errors = boardMax.errors + boardMax.non2xx + fixed.failed + fixed.non2xx;
    const last30 = sample.value?.last30;
    const result = {
      name,
      rounds: ROUNDS,
      seedSeconds,
      jobSeconds,
      jobOutput,
      roundsCounted: last30?.rounds ?? null,
      responseBytes: JSON.stringify(sample).length,
      dashboard: { rps: Math.round(boardMax.requests.average), p99Ms: boardMax.latency.p99 },
      bare: { rps: Math.round(bareMax.requests.average), p99Ms: bareMax.latency.p99 },
      fixed: { rate, p50Ms: fixed.p50Ms, p99Ms: fixed.p99Ms, maxMs: fixed.maxMs },
      bareFixed: { rate, p50Ms: bareFixed.p50Ms, p99Ms: bareFixed.p99Ms },
      ratio: Math.round(ratio * 1000) / 1000,
      errors,
      targets: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS },
      runs: runs.map(runSummary),
    };
    // Every settled round is counted once: the figures are the rounds', not a sample.
    const expected = ROUNDS - Math.floor(ROUNDS / 50);
    result.withinTarget =
      ratio >= TARGET_RATIO && fixed.p99Ms < TARGET_P99_MS && errors === 0 && result.roundsCounted === expected;
    result.summary =
      `${ROUNDS} rounds (${result.roundsCounted} settled counted, expected ${expected}): dashboard ${result.dashboard.rps} req/s vs bare ${result.bare.rps} req/s ` +
      `(ratio ${result.ratio}, target ≥ ${TARGET_RATIO}); p99 at ${rate} req/s (80 %), open loop, ${fixed.p99Ms} ms ` +
      `(p50 ${fixed.p50Ms} ms; target < ${TARGET_P99_MS} ms; the bare route at that rate ${bareFixed.p99Ms} ms); the figures job over the month took ${jobSeconds} s; ` +
      `${result.responseBytes} B answers; errors ${errors}`;
    return result;
  } finally {
    if (bare) await stopServer(bare);
    if (server) await stopServer(server);
    fs.rmSync(tmp, { recursive: true, force: true });
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureConsoleDashboard();
  console.log(JSON.stringify(result, null, 2));
}
