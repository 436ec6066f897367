// Seamless-wallet debit + credit pairs per second through signed HTTP on PostgreSQL (issue 6),
// beside pgbench's simple-update TPC-B (`pgbench -N`, 32 clients) on the same server in the same
// run. Each pair is a provider's bet and its settlement: two signed HTTP calls, two ledger
// transactions, the round kept in step. Targets: ≥ 25 % of pgbench's tps, p99 of one call under
// 50 ms, and the ledger's invariants intact after the run.
// The server runs with DATABASE_POOL_SIZE=12 (BENCH_POOL_SIZE): on this 2-core database host 8–12
// connections beat the default 20, which only adds contention (PostgreSQL's sizing rule of thumb
// is about twice the cores plus the disks).
// Needs a local PostgreSQL and pgbench (BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test) and the built server (npm run build).
import { execFileSync } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { percentile } from './open-loop.mjs';
import { createRawHttpPool } from './raw-http.mjs';
import { root, startServer, stopServer } from './server-process.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const DURATION_S = 10;
const CLIENTS = 32;
const PLAYERS = 256;
const TARGET_RATIO = 0.25;
const TARGET_P99_MS = 50;
const FIXED_RATE_S = 5;
const PORT = 5391;

/** The provider's signature (packages/contracts seamlessStringToSign): method, path, timestamp, nonce, body hash. */
function signedHeaders(secret, pathName, body) {
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const signature = createHmac('sha256', secret)
    .update(`POST\n${pathName}\n${timestamp}\n${nonce}\n${bodyHash}`)
    .digest('hex');
  return {
    'x-provider': 'HOUSE',
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signature,
  };
}

/** A provider's signed POST through `pool` (bench/raw-http.mjs). */
function post(pool, secret, pathName, payload) {
  const body = JSON.stringify(payload);
  return pool.post(pathName, signedHeaders(secret, pathName, body), body);
}

/** Players with funded wallets and open game sessions, made directly in the scratch database. */
async function preparePlayers(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const secret = (await client.query(`SELECT secret FROM game_provider WHERE code = 'HOUSE'`)).rows[0].secret;
    const nodeId = (
      await client.query(
        `SELECT node_id FROM game WHERE game_type = 'RNG' AND vassalage = 'PG' ORDER BY node_id LIMIT 1`,
      )
    ).rows[0].node_id;
    const currency = (await client.query(`SELECT currency_code FROM merchant LIMIT 1`)).rows[0].currency_code;
    const sessions = [];
    for (let i = 0; i < PLAYERS; i++) {
      const memberId = 9_000_000 + i;
      const postings = JSON.stringify([
        { ownerKind: 'member', ownerId: memberId, wallet: 'MAIN', amount: '100000000', allowNegative: false, ord: 0 },
        {
          ownerKind: 'system',
          ownerId: 0,
          wallet: 'PAYMENT_CLEARING',
          amount: '-100000000',
          allowNegative: true,
          ord: 1,
        },
      ]);
      await client.query(
        `SELECT * FROM ledger_post('FORTUNA', $1, 'ADJUSTMENT', $2, 'bench', 'bench funding', NULL, 'bench', $3::jsonb)`,
        [currency, `bench-fund-${memberId}`, postings],
      );
      const launch = await client.query(
        `INSERT INTO game_launch (merchant_code, token_hash, provider, member_id, node_id, mode, wallet, language, expires_at, used_at)
         VALUES ('FORTUNA', $1, 'HOUSE', $2, $3, 'REAL', 'MAIN', 'en', now(), now()) RETURNING id`,
        [randomBytes(16).toString('hex'), memberId, nodeId],
      );
      const sessionId = randomBytes(24).toString('base64url');
      await client.query(
        `INSERT INTO game_session (id, merchant_code, launch_id, provider, member_id, wallet, node_id, expires_at)
         VALUES ($1, 'FORTUNA', $2, 'HOUSE', $3, 'MAIN', $4, now() + interval '1 hour')`,
        [sessionId, launch.rows[0].id, memberId, nodeId],
      );
      sessions.push(sessionId);
    }
    return { secret, sessions };
  } finally {
    await client.end();
  }
}

/**
 * Both measured runs start from a checkpoint, so neither pays for writing out the other's (or
 * the set-up's) dirty pages. Needs a superuser; skipped otherwise.
 */
async function checkpoint(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } catch {
    // not a superuser: the runs share the server's own checkpoints
  } finally {
    await client.end();
  }
}

export async function measureSeamlessWallet() {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pgbenchDb = await scratchDatabase(serverUrl);
  const walletDb = await scratchDatabase(serverUrl);
  let server = null;
  // The provider side runs on the same two cores as the server and PostgreSQL, so it should take
  // as little of them as it can.
  const pool = createRawHttpPool({ port: PORT, connections: CLIENTS });
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', pgbenchDb.url], { stdio: 'ignore' });
    await checkpoint(serverUrl);
    const out = execFileSync(
      'pgbench',
      ['-N', '-c', String(CLIENTS), '-j', '2', '-T', String(DURATION_S), pgbenchDb.url],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const pgbenchTps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 'NaN');
    // Done with pgbench's tables: dropped now, so their autovacuum does not run inside the
    // seamless run's window (and the CPU it measures).
    await pgbenchDb.drop();

    ({ child: server } = await startServer({
      port: PORT,
      dataDir: path.join(root, 'node_modules/.bench-data/seamless'),
      env: {
        DATABASE_URL: walletDb.url,
        DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '12',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      timeoutMs: 60_000,
    }));
    const { secret, sessions } = await preparePlayers(walletDb.url);
    await checkpoint(serverUrl);

    /** One round: the bet, then its settlement (a third of the rounds win 2.50 on 1.00), each call timed. */
    const playRound = async (record, sessionId, roundId, wins) => {
      for (const [pathName, payload] of [
        ['/seamless/v1/debit', { sessionId, transactionId: `${roundId}:bet`, roundId, amount: '1.00' }],
        [
          '/seamless/v1/credit',
          { sessionId, transactionId: `${roundId}:win`, roundId, amount: wins ? '2.50' : '0.00' },
        ],
      ]) {
        const started = performance.now();
        const res = await post(pool, secret, pathName, payload);
        record.times.push(performance.now() - started);
        if (res.status !== 200) record.failed += 1;
      }
    };
    let saturated = { times: [], failed: 0 };
    let pairs = 0;
    // Warm up connections and code paths, then measure.
    const runFor = async (ms, count) => {
      const end = performance.now() + ms;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          let n = 0;
          while (performance.now() < end) {
            const sessionId = sessions[(c + n * CLIENTS) % sessions.length];
            const roundId = `b${c}-${n}-${randomBytes(4).toString('hex')}`;
            n += 1;
            await playRound(saturated, sessionId, roundId, n % 3 === 0);
            if (count) pairs += 1;
          }
        }),
      );
    };
    await runFor(1_500, false);
    saturated = { times: [], failed: 0 };
    const cpuOf = (pid) => {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(f[11]) + Number(f[12])) / 100;
    };
    const machine = () => {
      const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
      return { idle: (f[3] ?? 0) + (f[4] ?? 0), total: f.reduce((a, b) => a + b, 0) };
    };
    // PostgreSQL's own CPU (every local postgres process; the pool's connections live through the run).
    const postgresCpu = () => {
      let total = 0;
      for (const pid of readdirSync('/proc')) {
        if (!/^\d+$/.test(pid)) continue;
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') total += cpuOf(pid);
        } catch {
          // exited meanwhile
        }
      }
      return total;
    };
    const postgres0 = postgresCpu();
    const machine0 = machine();
    const serverCpu0 = cpuOf(server.pid);
    const clientCpu0 = process.cpuUsage();
    const started = performance.now();
    await runFor(DURATION_S * 1000, true);
    const machine1 = machine();
    const postgres1 = postgresCpu();
    const cpu = {
      postgres: postgres1 - postgres0,
      busy: 1 - (machine1.idle - machine0.idle) / (machine1.total - machine0.total),
      server: cpuOf(server.pid) - serverCpu0,
      client: (process.cpuUsage(clientCpu0).user + process.cpuUsage(clientCpu0).system) / 1e6,
    };
    const seconds = (performance.now() - started) / 1000;
    const pairsPerSecond = pairs / seconds;
    const latencies = saturated.times.sort((a, b) => a - b);
    const failed = saturated.failed;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);

    // One call's latency: at saturation every call also waits behind the 31 others (Little's law:
    // 32 clients / throughput), so the latency target is checked open-loop at the target rate
    // (25 % of pgbench's tps in pairs per second), a new pair started on a fixed clock.
    const targetRate = Math.ceil(pgbenchTps * TARGET_RATIO);
    /** Pairs started on a fixed clock for FIXED_RATE_S at `rate` pairs/s: each call's p50 and p99. */
    const openLoop = async (rate, tag) => {
      const record = { times: [], failed: 0 };
      const inFlight = [];
      const start = performance.now();
      for (let n = 0; n < rate * FIXED_RATE_S; n++) {
        const due = start + (n * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const sessionId = sessions[n % sessions.length];
        const roundId = `${tag}${n}-${randomBytes(4).toString('hex')}`;
        inFlight.push(playRound(record, sessionId, roundId, n % 3 === 0));
      }
      await Promise.all(inFlight);
      record.times.sort((a, b) => a - b);
      return {
        pairsPerSecond: rate,
        calls: record.times.length,
        failed: record.failed,
        p50Ms: Number(percentile(record.times, 50).toFixed(2)),
        p99Ms: Number(percentile(record.times, 99).toFixed(2)),
      };
    };
    const atTarget = await openLoop(targetRate, 'f');
    // Where the target rate is above what this machine carries, calls queue and the p99 measures
    // the queue; the same check at 80 % of the measured capacity shows the latency under load the
    // machine does carry.
    const withinCapacity = await openLoop(Math.floor(pairsPerSecond * 0.8), 'g');
    const fixedP50 = atTarget.p50Ms;
    const fixedP99 = atTarget.p99Ms;
    const fixedFailed = atTarget.failed + withinCapacity.failed;

    const check = execFileSync(process.execPath, [path.join(root, 'apps/server/dist/ledger-check.js')], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: walletDb.url, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const invariantsOk = JSON.parse(check).ok === true;
    const ratio = pairsPerSecond / pgbenchTps;
    return {
      name: 'seamlessWallet',
      pgbenchTps: Math.round(pgbenchTps),
      pairsPerSecond: Math.round(pairsPerSecond),
      pairs,
      calls: latencies.length,
      failed,
      saturated: { p50Ms: Number(p50.toFixed(2)), p99Ms: Number(p99.toFixed(2)) },
      atTargetRate: atTarget,
      atEightyPercentOfCapacity: withinCapacity,
      invariantsOk,
      cpuSeconds: {
        server: Number(cpu.server.toFixed(1)),
        loadClient: Number(cpu.client.toFixed(1)),
        postgres: Number(cpu.postgres.toFixed(1)),
      },
      // CPU per pair is steadier from run to run than pairs per second on this shared machine.
      cpuMsPerPair: {
        server: Number(((cpu.server * 1000) / pairs).toFixed(3)),
        postgres: Number(((cpu.postgres * 1000) / pairs).toFixed(3)),
      },
      machineBusy: Number(cpu.busy.toFixed(2)),
      ratio: Number(ratio.toFixed(3)),
      withinTarget:
        ratio >= TARGET_RATIO && fixedP99 < TARGET_P99_MS && invariantsOk && failed === 0 && fixedFailed === 0,
      summary: `seamless wallet ${Math.round(pairsPerSecond)} debit+credit pairs/s vs pgbench -N ${Math.round(pgbenchTps)} tps (${CLIENTS} clients): ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET_RATIO * 100} %); one call at ${targetRate} pairs/s p50 ${fixedP50.toFixed(1)} ms, p99 ${fixedP99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms; saturated p99 ${p99.toFixed(1)} ms; at 80 % of capacity, ${withinCapacity.pairsPerSecond} pairs/s, p99 ${withinCapacity.p99Ms.toFixed(1)} ms); ${failed + fixedFailed} failed; invariants ${invariantsOk ? 'hold' : 'BROKEN'}`,
    };
  } finally {
    pool.close();
    if (server) await stopServer(server);
    await pgbenchDb.drop();
    await walletDb.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureSeamlessWallet();
  console.log(result.summary);
  console.log(JSON.stringify(result, null, 2));
}
