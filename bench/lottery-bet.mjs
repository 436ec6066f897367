// Lottery bet placement through HTTP on PostgreSQL (issue 20), beside pgbench's simple-update
// TPC-B (`pgbench -N`, 32 clients) on the same server in the same run, before and after the slips. Each slip is one POST
// /lotto/lgw/orders: the line priced in the server, then one SQL function (lottery_place_slip): the
// issue locked and checked on sale, one ledger debit, the ticket and its betting-record round, the
// member's potential payout and the number's stake raised within their limits — one statement. Slips spread over the 50 ball-digit numbers of
// one SSC issue (the per-number rows are shared, as in a real draw). Targets: ≥ 25 % of pgbench's
// tps; p99 under 50 ms at 80 % of the measured capacity; the ledger's invariants intact.
// Needs a local PostgreSQL and pgbench (BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test) and the built server (npm run build -w @fortuna/server).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { percentile } from './open-loop.mjs';
import { createRawHttpPool } from './raw-http.mjs';
import { root, startServer, stopServer } from './server-process.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const DURATION_S = 10;
const FIXED_RATE_S = 5;
const CLIENTS = 32;
const PLAYERS = 256;
const TARGET_RATIO = 0.25;
const TARGET_P99_MS = 50;
const PORT = 5393;
const ISSUE = 'BENCH01';

/** Players with funded wallets and live sessions, one open SSC issue with room on every number. */
async function prepare(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const game = (
      await client.query(`SELECT id, game_code, vassalage FROM lottery_game WHERE family = 'SSC' ORDER BY id LIMIT 1`)
    ).rows[0];
    await client.query(
      `UPDATE lottery_game SET limits = '{"*":{"maxPerNumber":100000000000}}', max_payout_per_player = 100000000000 WHERE id = $1`,
      [game.id],
    );
    await client.query(
      `INSERT INTO lottery_issue (game_id, code, sale_start, sale_end, draw_at, seed_hash)
       VALUES ($1, $2, now() - interval '1 minute', now() + interval '1 hour', now() + interval '61 minutes', $3)`,
      [game.id, ISSUE, 'ab'.repeat(32)],
    );
    const currency = (await client.query(`SELECT currency_code FROM merchant LIMIT 1`)).rows[0].currency_code;
    const ids = (
      await client.query(
        `INSERT INTO member (merchant_code, username, password_hash, type)
         SELECT 'FORTUNA', 'lotbench' || n, 'x', 0 FROM generate_series(1, $1) AS n RETURNING id`,
        [PLAYERS],
      )
    ).rows.map((r) => Number(r.id));
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    for (const [i, id] of ids.entries()) {
      await client.query(
        `INSERT INTO member_session (member_id, token_hash, entry, ip, expires_at)
         VALUES ($1, $2, 'member', '127.0.0.1', now() + interval '1 day')`,
        [id, createHash('sha256').update(tokens[i]).digest('hex')],
      );
      const postings = JSON.stringify([
        { ownerKind: 'member', ownerId: id, wallet: 'MAIN', amount: '100000000', allowNegative: false, ord: 0 },
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
        [currency, `lottery-bench-fund-${id}`, postings],
      );
    }
    return { game, tokens };
  } finally {
    await client.end();
  }
}

/** CPU seconds of a process (user + system), and of the local postgres backends serving one database. */
const cpuOf = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
function postgresCpu(database) {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      // (other sessions' databases on this shared server are not the bench's)
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) total += cpuOf(pid);
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

export async function measureLotteryBet() {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pgbenchDb = await scratchDatabase(serverUrl);
  const betDb = await scratchDatabase(serverUrl);
  const betDbName = new URL(betDb.url).pathname.slice(1);
  let server = null;
  const pool = createRawHttpPool({ port: PORT, connections: CLIENTS });
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', pgbenchDb.url], { stdio: 'ignore' });
    /** pgbench -N for DURATION_S: run before and after the slips (the machine is shared; their mean is the floor). */
    const pgbench = () => {
      const out = execFileSync(
        'pgbench',
        ['-N', '-c', String(CLIENTS), '-j', '2', '-T', String(DURATION_S), pgbenchDb.url],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 'NaN');
    };
    const pgbenchBefore = pgbench();

    ({ child: server } = await startServer({
      port: PORT,
      dataDir: path.join(root, 'node_modules/.bench-data/lottery'),
      env: {
        DATABASE_URL: betDb.url,
        DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '12',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      timeoutMs: 90_000,
    }));
    const { game, tokens } = await prepare(betDb.url);

    let n = 0;
    /** One slip of one line (1.00 on a ball's digit), timed; the n-th slip's player and number. */
    const placeSlip = async (record) => {
      const i = n++;
      const body = JSON.stringify({
        gameCode: game.game_code,
        vassalage: game.vassalage,
        issueCode: ISSUE,
        lines: [
          {
            kind: 'SSC_POSITION_NUMBER',
            selection: { ball: 1 + (i % 5), digits: [(i * 7) % 10] },
            unit: '1.00',
            multiple: 1,
          },
        ],
        idempotencyKey: `bench-${i}-${randomBytes(4).toString('hex')}`,
      });
      const started = performance.now();
      const res = await pool.post('/lotto/lgw/orders', { authorization: `Bearer ${tokens[i % tokens.length]}` }, body);
      record.times.push(performance.now() - started);
      if (res.status !== 200) record.failed += 1;
    };
    const closedLoop = async (ms) => {
      const record = { times: [], failed: 0 };
      const end = performance.now() + ms;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < end) await placeSlip(record);
        }),
      );
      return record;
    };
    await closedLoop(1_500);
    const started = performance.now();
    const [server0, postgres0] = [cpuOf(server.pid), postgresCpu(betDbName)];
    const saturated = await closedLoop(DURATION_S * 1000);
    const slipCount = saturated.times.length;
    const cpuMsPerSlip = {
      server: Number((((cpuOf(server.pid) - server0) * 1000) / slipCount).toFixed(2)),
      postgres: Number((((postgresCpu(betDbName) - postgres0) * 1000) / slipCount).toFixed(2)),
    };
    const slipsPerSecond = saturated.times.length / ((performance.now() - started) / 1000);
    saturated.times.sort((a, b) => a - b);

    /** Slips started on a fixed clock at `rate` per second: p50 and p99 of each. */
    const openLoop = async (rate) => {
      const record = { times: [], failed: 0 };
      const inFlight = [];
      const start = performance.now();
      for (let k = 0; k < rate * FIXED_RATE_S; k++) {
        const wait = start + (k * 1000) / rate - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        inFlight.push(placeSlip(record));
      }
      await Promise.all(inFlight);
      record.times.sort((a, b) => a - b);
      const at = (p) => Number(percentile(record.times, p).toFixed(2));
      return { slipsPerSecond: rate, slips: record.times.length, failed: record.failed, p50Ms: at(50), p99Ms: at(99) };
    };
    const atEighty = await openLoop(Math.max(1, Math.floor(slipsPerSecond * 0.8)));
    const pgbenchAfter = pgbench();
    const pgbenchTps = (pgbenchBefore + pgbenchAfter) / 2;
    const targetRate = Math.ceil(pgbenchTps * TARGET_RATIO);
    const atTarget = await openLoop(targetRate);

    const check = execFileSync(process.execPath, [path.join(root, 'apps/server/dist/ledger-check.js')], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: betDb.url, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const invariantsOk = JSON.parse(check).ok === true;
    const ratio = slipsPerSecond / pgbenchTps;
    const failed = saturated.failed + atEighty.failed + atTarget.failed;
    return {
      name: 'lotteryBet',
      pgbenchTps: Math.round(pgbenchTps),
      pgbenchBeforeAfter: [Math.round(pgbenchBefore), Math.round(pgbenchAfter)],
      slipsPerSecond: Math.round(slipsPerSecond),
      slips: saturated.times.length,
      saturated: {
        p50Ms: Number(percentile(saturated.times, 50).toFixed(2)),
        p99Ms: Number(percentile(saturated.times, 99).toFixed(2)),
      },
      atEightyPercentOfCapacity: atEighty,
      atTargetRate: atTarget,
      failed,
      invariantsOk,
      // CPU per slip is steadier from run to run than slips per second on this shared machine.
      cpuMsPerSlip,
      ratio: Number(ratio.toFixed(3)),
      withinTarget: ratio >= TARGET_RATIO && atEighty.p99Ms < TARGET_P99_MS && invariantsOk && failed === 0,
      summary: `lottery slips ${Math.round(slipsPerSecond)}/s through HTTP vs pgbench -N ${Math.round(pgbenchTps)} tps (${Math.round(pgbenchBefore)} before, ${Math.round(pgbenchAfter)} after; ${CLIENTS} clients): ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET_RATIO * 100} %); at 80 % of capacity (${atEighty.slipsPerSecond}/s) p50 ${atEighty.p50Ms} ms, p99 ${atEighty.p99Ms} ms (target < ${TARGET_P99_MS} ms); at ${targetRate}/s (25 % of pgbench) p99 ${atTarget.p99Ms} ms; saturated p99 ${percentile(saturated.times, 99).toFixed(1)} ms; CPU a slip: server ${cpuMsPerSlip.server} ms, PostgreSQL ${cpuMsPerSlip.postgres} ms; ${failed} failed; invariants ${invariantsOk ? 'hold' : 'BROKEN'}`,
    };
  } finally {
    pool.close();
    if (server) await stopServer(server);
    await pgbenchDb.drop();
    await betDb.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureLotteryBet();
  console.log(result.summary);
  console.log(JSON.stringify(result, null, 2));
}
