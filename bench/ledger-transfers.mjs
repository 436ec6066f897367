// Ledger transfers per second on PostgreSQL (issue 4), beside pgbench's simple-update TPC-B
// (`pgbench -N`, 32 clients) on the same server in the same run. Each side gets its own scratch
// database, dropped after. Target: the ledger reaches ≥ 25 % of pgbench's tps.
// A ledger transfer is one database transaction: claim the idempotency key, create/lock both
// accounts in id order, check the balance, update two balances, insert two entries, and the
// deferred balanced-transaction check at commit. pgbench -N updates one row and inserts one.
// Needs a local PostgreSQL and pgbench (BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './server-process.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const DURATION_S = 10;
const CLIENTS = 32;
const TARGET_RATIO = 0.25;

export async function measureLedgerTransfers() {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const pgbenchDb = await scratchDatabase(serverUrl);
  const ledgerDb = await scratchDatabase(serverUrl);
  try {
    execFileSync('pgbench', ['-i', '-q', '-s', '10', pgbenchDb.url], { stdio: 'ignore' });
    const out = execFileSync(
      'pgbench',
      ['-N', '-c', String(CLIENTS), '-j', '2', '-T', String(DURATION_S), pgbenchDb.url],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const pgbenchTps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 'NaN');
    const ledgerOut = execFileSync(
      process.execPath,
      [path.join(root, 'apps/server/dist/ledger-bench.js'), ledgerDb.url, String(DURATION_S), String(CLIENTS)],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const ledger = JSON.parse(ledgerOut.trim().split('\n').pop());
    const ratio = ledger.tps / pgbenchTps;
    return {
      name: 'ledgerTransfers',
      pgbenchTps: Math.round(pgbenchTps),
      ledgerTps: Math.round(ledger.tps),
      transfers: ledger.transfers,
      failed: ledger.failed,
      invariantsOk: ledger.ok,
      ratio: Number(ratio.toFixed(3)),
      withinTarget: ratio >= TARGET_RATIO && ledger.ok && ledger.failed === 0,
      summary: `ledger ${Math.round(ledger.tps)} transfers/s vs pgbench -N ${Math.round(pgbenchTps)} tps (${CLIENTS} clients): ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET_RATIO * 100} %)`,
    };
  } finally {
    await pgbenchDb.drop();
    await ledgerDb.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureLedgerTransfers();
  console.log(result.summary);
  console.log(JSON.stringify(result, null, 2));
}
