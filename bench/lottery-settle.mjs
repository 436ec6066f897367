// Lottery settlement on PostgreSQL (issue 20): one issue of 100,000 pending tickets, every one
// winning (one two-leg payout posting each), settled by the real settlement (batches of 5,000:
// tickets locked and read, payouts computed in TypeScript, tickets updated, ledger_post_many, the
// rounds settled), beside a bare INSERT … SELECT of the same ledger rows (100,000 transactions,
// 200,000 entries) in one transaction, timed before and after it in the same run on the same
// scratch database. Target: the settlement within 3× the bare insert (LOTTERY.md: under 5 s).
// Needs a local PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root } from './server-process.mjs';
import { scratchDatabase } from './scratch-db.mjs';

const TICKETS = Number(process.env.BENCH_LOTTERY_TICKETS ?? 100_000);
const TARGET_RATIO = 3;

export async function measureLotterySettle() {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const scratch = await scratchDatabase(serverUrl);
  try {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'apps/server/src/bin/lottery-settle-bench.ts'), scratch.url, String(TICKETS)],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const r = JSON.parse(out.trim().split('\n').pop());
    // The settlement runs between the two bare inserts: on a shared machine their mean is the floor beside it.
    const bare = (r.bareBefore + r.bareAfter) / 2;
    const ratio = r.settleMs / bare;
    // The same rows on the settlement's own accounts (1,000 members and 16 house shards), not two.
    const spread = (r.spreadBefore + r.spreadAfter) / 2;
    const spreadRatio = r.settleMs / spread;
    return {
      name: 'lotterySettle',
      ...r,
      ratio: Number(ratio.toFixed(2)),
      spreadRatio: Number(spreadRatio.toFixed(2)),
      withinTarget: ratio <= TARGET_RATIO && r.settled === TICKETS && r.paid === TICKETS,
      summary: `settle ${TICKETS} tickets ${r.settleMs} ms vs bare INSERT…SELECT of the same ledger rows ${r.bareBefore} / ${r.bareAfter} ms: ${ratio.toFixed(2)}× (target ≤ ${TARGET_RATIO}×); on the settlement's 1,016 accounts ${r.spreadBefore} / ${r.spreadAfter} ms: ${spreadRatio.toFixed(2)}×`,
    };
  } finally {
    await scratch.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureLotterySettle();
  console.log(result.summary);
  console.log(JSON.stringify(result));
}
