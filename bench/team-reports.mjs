// The agent's team reports under load (issue 21) on PostgreSQL: a top agent whose team has
// 100,000 members over 5 levels and 10,000,000 settled rounds (team-seed.mjs, rollups closed), its
// team overview (GET /wps/agent/team/overview) and user P&L (GET /wps/agent/team/profit, per member)
// over the last 7 market days, each side by side with a bare Fastify route answering the same JSON,
// loopback only, each load bounded to DURATION_S. Targets: ≥ 25 % of the bare route's throughput;
// p99 under 50 ms at 80 % of the route's own capacity (open loop). Needs the built server and a
// local PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL); a scratch database, dropped after.
// BENCH_TEAM_MEMBERS / BENCH_TEAM_ROUNDS override the sizes (a quick check of the script).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DURATION_S, load, startBareRoute, withClient } from './console-bench.mjs';
import { openLoopGet } from './open-loop.mjs';
import { scratchDatabase } from './scratch-db.mjs';
import { startServer, stopServer } from './server-process.mjs';
import { seedTeam } from './team-seed.mjs';

const MEMBERS = Number(process.env.BENCH_TEAM_MEMBERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_TEAM_ROUNDS ?? 10_000_000);
const TARGET_RATIO = 0.25;
const TARGET_P99_MS = 50;
const SERVER_PORT = 18_991;
const BARE_PORT = 18_992;
const databaseUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** yyyy-MM-dd of the brand's market (UTC+8) `daysAgo` days back. */
const marketDate = (daysAgo) => new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** One route against a bare route answering its JSON: maxima side by side, then the route at 80 % of its own. */
async function sideBySide(label, routePath, headers, env, tmp) {
  const res = await fetch(`http://127.0.0.1:${SERVER_PORT}${routePath}`, { headers });
  const sample = await res.json();
  if (!res.ok) throw new Error(`${label} answered ${res.status}: ${JSON.stringify(sample)}`);
  const file = path.join(tmp, `${label}.json`);
  fs.writeFileSync(file, JSON.stringify(sample));
  const bare = await startBareRoute(file, BARE_PORT, routePath.split('?')[0], env);
  try {
    await load(SERVER_PORT, headers, routePath); // warm-up: JIT, pool, pages
    const routeMax = await load(SERVER_PORT, headers, routePath);
    const bareMax = await load(BARE_PORT, headers, routePath.split('?')[0]);
    const rate = Math.max(1, Math.round(routeMax.requests.average * 0.8));
    const fixed = await openLoopGet({
      port: SERVER_PORT,
      rate,
      durationS: DURATION_S,
      headers,
      pathOf: () => routePath,
    });
    const ratio = routeMax.requests.average / bareMax.requests.average;
    const errors = routeMax.errors + routeMax.non2xx + fixed.failed + fixed.non2xx;
    const result = {
      route: routePath,
      responseBytes: JSON.stringify(sample).length,
      rps: Math.round(routeMax.requests.average),
      p99Ms: routeMax.latency.p99,
      bareRps: Math.round(bareMax.requests.average),
      ratio: Math.round(ratio * 1000) / 1000,
      fixed: { rate, p50Ms: fixed.p50Ms, p99Ms: fixed.p99Ms, maxMs: fixed.maxMs },
      errors,
    };
    result.withinTarget = ratio >= TARGET_RATIO && fixed.p99Ms < TARGET_P99_MS && errors === 0;
    result.summary = `${label}: ${result.rps} req/s vs bare ${result.bareRps} req/s (ratio ${result.ratio}, target ≥ ${TARGET_RATIO}); p99 at ${rate} req/s (80 %) ${fixed.p99Ms} ms (p50 ${fixed.p50Ms} ms, target < ${TARGET_P99_MS} ms); ${result.responseBytes} B; errors ${errors}`;
    return result;
  } finally {
    await stopServer(bare);
  }
}

/** The plans of the routes' main queries (EXPLAIN ANALYZE), for docs/benchmarks.md. */
async function explain(url, from, to) {
  return withClient(url, async (c) => {
    const p = (await c.query(`SELECT path FROM member WHERE username = 'tmtop'`)).rows[0].path;
    const plan = await c.query(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT sum(bets), count(*) FROM (SELECT member_id, sum(bets) AS bets FROM team_rollup
       WHERE merchant_code = 'FORTUNA' AND path LIKE $1 AND grain = 'day' AND window_start >= $2 AND window_start < $3
       GROUP BY member_id) m`,
      [`${p}%`, from, to],
    );
    return plan.rows.map((r) => r['QUERY PLAN']);
  });
}

export async function measureTeamReports() {
  const name = 'team reports';
  try {
    await withClient(databaseUrl, async () => {});
  } catch (error) {
    const summary = `skipped: PostgreSQL not reachable at ${new URL(databaseUrl).host} (${error.message})`;
    return { name, skipped: true, withinTarget: true, summary };
  }
  const scratch = await scratchDatabase(databaseUrl);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-bench-team-'));
  let server = null;
  try {
    const env = { DATABASE_URL: scratch.url, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    server = (await startServer({ port: SERVER_PORT, dataDir: tmp, env, timeoutMs: 60_000 })).child;
    const seed = await withClient(scratch.url, (c) => seedTeam(c, { members: MEMBERS, rounds: ROUNDS }));
    console.log('seeded', JSON.stringify({ ...seed, token: undefined }));
    const headers = { authorization: `Bearer ${seed.token}` };
    const range = `startDate=${marketDate(6)}&endDate=${marketDate(0)}`;
    const overview = await sideBySide('overview', `/wps/agent/team/overview?${range}`, headers, env, tmp);
    console.log(overview.summary);
    const profit = await sideBySide('profit', `/wps/agent/team/profit?${range}&view=MEMBER`, headers, env, tmp);
    console.log(profit.summary);
    const plan = await explain(
      scratch.url,
      new Date(`${marketDate(6)}T00:00:00+08:00`),
      new Date(`${marketDate(0)}T00:00:00+08:00`),
    );
    const withinTarget = overview.withinTarget && profit.withinTarget;
    return {
      name,
      ...seed,
      token: undefined,
      overview,
      profit,
      plan,
      withinTarget,
      summary: `${seed.members} members, ${seed.rounds} rounds (seed ${seed.seedSeconds} s, rollups ${seed.rollupSeconds} s): ${overview.summary}; ${profit.summary}`,
    };
  } finally {
    if (server) await stopServer(server);
    fs.rmSync(tmp, { recursive: true, force: true });
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureTeamReports();
  console.log(JSON.stringify(result, null, 2));
}
