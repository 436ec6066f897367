// Game search under load (issue 5): GCSGAME_gameList with a search term on a 10,000-game catalogue
// on PostgreSQL, side by side with a bare Fastify route answering the same size of JSON, both on
// loopback with autocannon, each run bounded to DURATION_S. Targets: the search route reaches ≥ 50%
// of the bare route's throughput, and its p99 stays under 25 ms at a fixed 500 requests/s. Every
// measured search is a query not asked before in the run, so none is answered from a cache.
// Needs a local PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test); creates a scratch database and drops it after.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { NOUNS, PREFIXES, SUFFIXES, TERMS } from './catalogue-words.mjs';
import { openLoopGet } from './open-loop.mjs';
import { root, startServer, stopServer } from './server-process.mjs';

const DURATION_S = 10;
const CONNECTIONS = 16;
const FIXED_RATE = 500;
const CATALOGUE_SIZE = 10_000;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;
const SERVER_PORT = 18_971;
const BARE_PORT = 18_972;
const databaseUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Rows that bring the seeded demo catalogue (~1,650 games) up to CATALOGUE_SIZE listed games. */
function extraGames(count) {
  const rows = [];
  for (let i = 0; rows.length < count; i++) {
    const p = PREFIXES[i % PREFIXES.length];
    const n = NOUNS[Math.floor(i / PREFIXES.length) % NOUNS.length];
    const s = SUFFIXES[Math.floor(i / (PREFIXES.length * NOUNS.length)) % SUFFIXES.length];
    const edition = Math.floor(i / (PREFIXES.length * NOUNS.length * SUFFIXES.length)) + 1;
    const vendor = `BX${(i % 12) + 1}`;
    rows.push({
      vassalage: vendor,
      vendorName: `Bench Studio ${(i % 12) + 1}`,
      gameType: i % 7 === 0 ? 'FISH' : 'RNG',
      gameCode: `${vendor}_${i}`,
      gameName: `${p} ${n} ${s}${edition > 1 ? ` ${edition}` : ''}`,
      isHot: i % 13 === 0 ? 1 : 0,
      supportPlay: i % 3 === 0 ? 1 : 0,
      sort: 2000 + i,
    });
  }
  return rows;
}

/**
 * Search queries that never repeat within a run: terms (whole words, word pairs and 2–4 letter
 * fragments of the catalogue's names) × pages 1–4 × page sizes 6–60, in a shuffled order.
 */
function distinctQueries() {
  const words = [...new Set([...TERMS, ...PREFIXES, ...NOUNS, ...SUFFIXES].map((w) => w.toLowerCase()))];
  const terms = new Set(words);
  for (const w of words)
    for (let n = 2; n <= 4; n++) for (let i = 0; i + n <= w.length; i++) terms.add(w.slice(i, i + n));
  for (let i = 0; i < words.length; i++) terms.add(`${words[i]} ${words[(i * 7 + 3) % words.length]}`);
  const combos = [];
  for (const term of terms)
    for (let pageNo = 1; pageNo <= 4; pageNo++)
      for (let size = 6; size <= 60; size++) combos.push([term, pageNo, size]);
  for (let i = combos.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [combos[i], combos[j]] = [combos[j], combos[i]];
  }
  let n = 0;
  return {
    next: () => {
      const [term, pageNo, size] = combos[n++ % combos.length];
      return searchUrl(term, pageNo, size);
    },
    used: () => n,
    /** Whether the run asked for more queries than there are (then some repeated). */
    wrapped: () => n > combos.length,
    size: combos.length,
  };
}

const searchUrl = (term, pageNo = 1, pageSize = 18) =>
  `/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&merchant=FORTUNA&gameName=${encodeURIComponent(term)}&pageNo=${pageNo}&pageSize=${pageSize}&language=EN`;

/** user + system CPU time of a process in clock ticks (1/100 s on Linux), or null without /proc. */
function cpuTicks(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function load(port, requests, opts = {}) {
  const options = {
    url: `http://127.0.0.1:${port}`,
    requests,
    duration: DURATION_S,
    connections: CONNECTIONS,
    ...opts,
  };
  // A run bounded by a request count has no duration (autocannon takes one or the other).
  if (opts.amount) delete options.duration;
  return autocannon(options);
}

function startBareRoute(sampleFile, env) {
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-route.mjs'), sampleFile, String(BARE_PORT)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare route exited with ${code}`)));
    child.stdout.once('data', () => resolve(child));
  });
}

export async function measureCatalogueSearch() {
  const name = 'catalogue search';
  const problem = await reachable(databaseUrl);
  if (problem) {
    const summary = `skipped: PostgreSQL not reachable at ${new URL(databaseUrl).host} (${problem}); set BENCH_DATABASE_URL or TEST_DATABASE_URL`;
    return { name, skipped: true, withinTarget: true, summary };
  }
  const scratch = `fortuna_bench_${randomBytes(4).toString('hex')}`;
  const scratchUrl = new URL(databaseUrl);
  scratchUrl.pathname = `/${scratch}`;
  await admin(databaseUrl, `CREATE DATABASE ${scratch}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-bench-search-'));
  let server = null;
  let bare = null;
  try {
    // Production mode, as an operator runs it (no dev tools; hot reads skip the response schema walk).
    const env = { DATABASE_URL: scratchUrl.toString(), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    server = (await startServer({ port: SERVER_PORT, dataDir: tmp, env, timeoutMs: 60_000 })).child;
    const listed = async () =>
      (await (await fetch(`http://127.0.0.1:${SERVER_PORT}/wps/relay/GCSGAME_gameList?pageSize=1`)).json()).value.total;
    const file = path.join(tmp, 'extra-games.json');
    fs.writeFileSync(file, JSON.stringify(extraGames(CATALOGUE_SIZE - (await listed()))));
    // Import with the server stopped, then start afresh: no cached answer from before the import.
    await stopServer(server);
    server = null;
    execFileSync(process.execPath, [path.join(root, 'apps/server/dist/catalogue-import.js'), file], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    server = (await startServer({ port: SERVER_PORT, dataDir: tmp, env, timeoutMs: 60_000 })).child;
    const catalogue = await listed();

    // The bare route answers the same bytes a typical search answers, through Fastify's own
    // serializer, from a process of its own like the server's (bare-route.mjs).
    const sample = await (await fetch(`http://127.0.0.1:${SERVER_PORT}${searchUrl('dragon')}`)).json();
    const sampleFile = path.join(tmp, 'bare-answer.json');
    fs.writeFileSync(sampleFile, JSON.stringify(sample));
    bare = await startBareRoute(sampleFile, env);

    // Every measured search is a query not asked before in the run (term × page × page size), so
    // no answer comes from the list cache: each one searches the whole catalogue.
    const distinct = distinctQueries();
    const fresh = [{ setupRequest: (req) => ({ ...req, path: distinct.next() }) }];
    await load(SERVER_PORT, fresh, { duration: 2 }); // warm-up: JIT, connection pool, the search's catalogue
    const cpuBefore = cpuTicks(server.pid);
    const searchMax = await load(SERVER_PORT, fresh);
    const cpuAfter = cpuTicks(server.pid);
    const bareMax = await load(BARE_PORT, [{ path: searchUrl('dragon') }]);
    // Latency at the fixed rate: open loop, requests evenly spaced (see open-loop.mjs for why not
    // autocannon's overallRate).
    const searchFixed = await openLoopGet({
      port: SERVER_PORT,
      rate: FIXED_RATE,
      durationS: DURATION_S,
      pathOf: () => distinct.next(),
    });
    const bareFixed = await openLoopGet({
      port: BARE_PORT,
      rate: FIXED_RATE,
      durationS: DURATION_S,
      pathOf: () => searchUrl('dragon'),
    });
    // Informational: 40 popular terms asked again and again.
    const repeated = await load(
      SERVER_PORT,
      TERMS.map((term) => ({ path: searchUrl(term) })),
    );
    const usedQueries = distinct.used();

    const ratio = searchMax.requests.average / bareMax.requests.average;
    const p99 = searchFixed.p99Ms;
    const errors = searchMax.errors + searchMax.non2xx + searchFixed.failed + searchFixed.non2xx;
    const result = {
      name,
      catalogueGames: catalogue,
      responseBytes: JSON.stringify(sample).length,
      durationS: DURATION_S,
      connections: CONNECTIONS,
      search: {
        rps: Math.round(searchMax.requests.average),
        p99Ms: searchMax.latency.p99,
        fixedRate: FIXED_RATE,
        fixedP99Ms: p99,
        fixedP50Ms: searchFixed.p50Ms,
        fixedP999Ms: searchFixed.p999Ms,
        fixedMaxMs: searchFixed.maxMs,
        fixedSlow: searchFixed.slow,
      },
      bare: {
        rps: Math.round(bareMax.requests.average),
        p99Ms: bareMax.latency.p99,
        fixedP99Ms: bareFixed.p99Ms,
      },
      distinctQueries: usedQueries,
      queriesRepeated: distinct.wrapped(),
      repeatedTerms: {
        terms: TERMS.length,
        rps: Math.round(repeated.requests.average),
        p99Ms: repeated.latency.p99,
      },
      ratio: Math.round(ratio * 1000) / 1000,
      // The server process's CPU time per search in the maximum-throughput run (Linux /proc; null
      // elsewhere): steadier than req/s when the machine is shared, as it does not count waiting.
      cpuUsPerSearch:
        cpuBefore === null || cpuAfter === null
          ? null
          : Math.round(((cpuAfter - cpuBefore) * 10_000 * 10) / searchMax.requests.total) / 10,
      errors,
      targets: { ratio: TARGET_RATIO, p99Ms: TARGET_P99_MS },
    };
    result.withinTarget = ratio >= TARGET_RATIO && p99 < TARGET_P99_MS && errors === 0;
    result.summary =
      `${catalogue} games: search ${result.search.rps} req/s (server CPU ${result.cpuUsPerSearch ?? '?'} µs each) vs bare ${result.bare.rps} req/s (ratio ${result.ratio}, target ≥ ${TARGET_RATIO}); ` +
      `p99 at ${FIXED_RATE} req/s, open loop, ${p99} ms (p50 ${searchFixed.p50Ms} ms, max ${searchFixed.maxMs} ms; bare p99 ${bareFixed.p99Ms} ms; target < ${TARGET_P99_MS} ms); ` +
      `every search a distinct query (${usedQueries} of them, no cache hits); 40 popular terms repeated: ${result.repeatedTerms.rps} req/s p99 ${result.repeatedTerms.p99Ms} ms; ${JSON.stringify(sample).length} B answers`;
    return result;
  } finally {
    if (bare) await stopServer(bare);
    if (server) await stopServer(server);
    fs.rmSync(tmp, { recursive: true, force: true });
    await admin(databaseUrl, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureCatalogueSearch();
  console.log(JSON.stringify(result, null, 2));
}
