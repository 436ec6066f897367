// Member search under load (issue 19): GET /console/api/members over MEMBERS members on
// PostgreSQL, side by side with a bare Fastify route answering the same size of JSON, both on
// loopback, each run bounded to DURATION_S. Targets: the search reaches ≥ 25 % of the bare route's
// throughput, and its p99 stays under 50 ms at 80 % of the search's own capacity (open loop).
// Every measured search is a random one of seven kinds (member-seed.mjs randomSearch), so none is
// answered twice. Needs the built server and a local PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL); creates a scratch database and drops it after. BENCH_MEMBERS overrides the
// count (1,000,000), e.g. for a quick check of the script itself.
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
import { randomSearch, SEARCH_KINDS, seedMembers } from './member-seed.mjs';
import { openLoopGet, percentile } from './open-loop.mjs';
import { scratchDatabase } from './scratch-db.mjs';
import { startServer, stopServer } from './server-process.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const TARGET_RATIO = 0.25;
const TARGET_P99_MS = 50;
const SERVER_PORT = 18_981;
const BARE_PORT = 18_982;
const FLOOR_PORT = 18_983;
const databaseUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const loadSearch = (port, headers, setupRequest) => load(port, headers, '/console/api/members', setupRequest);

/** How many scans each member-search index served during the run (pg_stat_user_indexes). */
const indexScans = (url) =>
  withClient(url, async (c) =>
    Object.fromEntries(
      (
        await c.query(`SELECT indexrelname, idx_scan FROM pg_stat_user_indexes
          WHERE indexrelname IN ('member_username_prefix', 'member_mobile_prefix', 'member_email_prefix',
            'member_real_name_trgm', 'member_register_ip', 'member_known_ip_ip', 'member_affiliate_code_upper')`)
      ).rows.map((r) => [r.indexrelname, Number(r.idx_scan)]),
    ),
  );

const KIND_SAMPLES = 60;

/** Each kind alone, one search at a time (no queueing): where a mixed run's time and tail come from. */
async function timeEachKind(headers) {
  const kinds = {};
  for (const kind of SEARCH_KINDS) {
    const ms = [];
    for (let i = 0; i < KIND_SAMPLES; i++) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${SERVER_PORT}${randomSearch(MEMBERS, kind)}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${kind} search answered ${res.status}`);
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    const at = (p) => Math.round(percentile(ms, p) * 10) / 10;
    kinds[kind] = { p50Ms: at(50), p90Ms: at(90), maxMs: at(100) };
  }
  return kinds;
}

export async function measureMemberSearch() {
  const name = 'member search';
  try {
    await withClient(databaseUrl, async () => {});
  } catch (error) {
    const summary = `skipped: PostgreSQL not reachable at ${new URL(databaseUrl).host} (${error.message})`;
    return { name, skipped: true, withinTarget: true, summary };
  }
  const scratch = await scratchDatabase(databaseUrl);
  const scratchUrl = new URL(scratch.url);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-bench-members-'));
  let server = null;
  let bare = null;
  let floor = null;
  try {
    const env = { DATABASE_URL: scratchUrl.toString(), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    server = (await startServer({ port: SERVER_PORT, dataDir: tmp, env, timeoutMs: 60_000 })).child;
    const seedSeconds = await withClient(scratchUrl.toString(), (c) => seedMembers(c, MEMBERS));
    const token = await ownerToken(scratchUrl.toString(), SERVER_PORT);
    const headers = { authorization: `Bearer ${token}` };

    const sampleRes = await fetch(`http://127.0.0.1:${SERVER_PORT}/console/api/members?q=b00012`, { headers });
    const sample = await sampleRes.json();
    const sampleFile = path.join(tmp, 'bare-answer.json');
    fs.writeFileSync(sampleFile, JSON.stringify(sample));
    bare = await startBareRoute(sampleFile, BARE_PORT, '/console/api/members', env);
    // The database floor: the same answer after one trivial round trip to the same PostgreSQL.
    floor = await startBareRoute(sampleFile, FLOOR_PORT, '/console/api/members', env, scratchUrl.toString());

    const fresh = (req) => ({ ...req, path: randomSearch(MEMBERS) });
    await loadSearch(SERVER_PORT, headers, fresh); // warm-up: JIT, pool, index pages
    const kinds = await timeEachKind(headers);
    // BENCH_REPEATS side-by-side rounds on the one seeded database; the figures are the median round's.
    const runs = [];
    for (let i = 0; i < REPEATS; i++) {
      const loadBefore = os.loadavg()[0];
      const before = await indexScans(scratchUrl.toString());
      const boardMax = await loadSearch(SERVER_PORT, headers, fresh);
      const after = await indexScans(scratchUrl.toString());
      const bareMax = await loadSearch(BARE_PORT, headers);
      const floorMax = await loadSearch(FLOOR_PORT, headers);
      const rate = FIXED_RATE || Math.max(1, Math.round(boardMax.requests.average * 0.8));
      const fixed = await openLoopGet({
        port: SERVER_PORT,
        rate,
        durationS: DURATION_S,
        headers,
        pathOf: () => randomSearch(MEMBERS),
      });
      // The control: the bare route at the same rate (see console-dashboard.mjs).
      const bareFixed = await openLoopGet({
        port: BARE_PORT,
        rate,
        durationS: DURATION_S,
        headers,
        pathOf: () => '/console/api/members',
      });
      const ratio = boardMax.requests.average / bareMax.requests.average;
      runs.push({ boardMax, bareMax, floorMax, rate, fixed, bareFixed, loadBefore, ratio, before, after });
    }
    const {
      boardMax: searchMax,
      bareMax,
      floorMax,
      rate,
      fixed: searchFixed,
      bareFixed,
      before,
      after,
    } = medianRun(runs);

    const ratio = searchMax.requests.average / bareMax.requests.average;
    const errors = searchMax.errors + searchMax.non2xx + searchFixed.failed + searchFixed.non2xx;
    const result = {
      name,
      members: MEMBERS,
      seedSeconds,
      responseBytes: JSON.stringify(sample).length,
      search: { rps: Math.round(searchMax.requests.average), p99Ms: searchMax.latency.p99 },
      bare: { rps: Math.round(bareMax.requests.average), p99Ms: bareMax.latency.p99 },
      floor: {
        rps: Math.round(floorMax.requests.average),
        p99Ms: floorMax.latency.p99,
        ofBare: Math.round((floorMax.requests.average / bareMax.requests.average) * 1000) / 1000,
        searchOfFloor: Math.round((searchMax.requests.average / floorMax.requests.average) * 1000) / 1000,
      },
      fixed: { rate, p50Ms: searchFixed.p50Ms, p99Ms: searchFixed.p99Ms, maxMs: searchFixed.maxMs },
      bareFixed: { rate, p50Ms: bareFixed.p50Ms, p99Ms: bareFixed.p99Ms },
      ratio: Math.round(ratio * 1000) / 1000,
      kinds,
      indexScans: Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)])),
      errors,
      targets: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS },
      runs: runs.map(runSummary),
    };
    result.withinTarget = ratio >= TARGET_RATIO && searchFixed.p99Ms < TARGET_P99_MS && errors === 0;
    result.summary =
      `${MEMBERS} members: search ${result.search.rps} req/s vs bare ${result.bare.rps} req/s (ratio ${result.ratio}, target ≥ ${TARGET_RATIO}); ` +
      `database floor (one SELECT 1, same JSON) ${result.floor.rps} req/s = ${result.floor.ofBare} of bare, the search ${result.floor.searchOfFloor} of it; ` +
      `p99 at ${rate} req/s (80 %), open loop, ${searchFixed.p99Ms} ms (p50 ${searchFixed.p50Ms} ms; target < ${TARGET_P99_MS} ms; the bare route at that rate ${bareFixed.p99Ms} ms); ` +
      `seven kinds of random searches; ${result.responseBytes} B answers; errors ${errors}`;
    return result;
  } finally {
    if (bare) await stopServer(bare);
    if (floor) await stopServer(floor);
    if (server) await stopServer(server);
    fs.rmSync(tmp, { recursive: true, force: true });
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureMemberSearch();
  console.log(JSON.stringify(result, null, 2));
}
