// Agent daily settlement on PostgreSQL (issue 21): 10,000 agents with a daily-salary contract each
// (1 % top agents paid by the platform, the rest paid by their upline), settled by the real job's
// code (team figures per agent from the rollups, level difference, bills, payments top-down), beside
// a bare INSERT … SELECT of the same number of two-leg ledger transactions, timed before and after
// it on the same scratch database. Target: at most 3× the bare insert.
// Needs a local PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './server-process.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 10_000);
const TARGET_RATIO = 3;

export async function measureAgentSettle() {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const scratch = await scratchDatabase(serverUrl);
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'apps/server/src/bin/agent-settle-bench.ts'), scratch.url, String(AGENTS)],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const r = JSON.parse(out.trim().split('\n').pop());
    const bare = (r.bareBefore + r.bareAfter) / 2;
    const ratio = r.settleMs / bare;
    return {
      name: 'agentSettle',
      ...r,
      ratio: Number(ratio.toFixed(2)),
      withinTarget: ratio <= TARGET_RATIO && r.paidBills === AGENTS,
      summary: `daily settlement of ${AGENTS} agents ${r.settleMs} ms (${r.bills} bills, ${r.paidBills} paid) vs bare INSERT…SELECT of ${AGENTS} ledger transactions ${r.bareBefore} / ${r.bareAfter} ms: ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×)`,
    };
  } finally {
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureAgentSettle();
  console.log(result.summary);
  console.log(JSON.stringify(result));
}
