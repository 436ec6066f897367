// Server cold start on embedded PGlite: process spawn to the first 200 of /wps/system/status.
// "first start" includes creating the database, migrations and the demo seed; "restart"
// opens an existing data directory. Target (issue 2): ≤ 3 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from './server-process.mjs';

const RUNS = 3;
const TARGET_MS = 3000;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function measureColdStart() {
  const first = [];
  const restart = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-bench-'));
    try {
      const a = await startServer({ port: 18_900 + i, dataDir });
      first.push(a.readyMs);
      await stopServer(a.child);
      const b = await startServer({ port: 18_950 + i, dataDir });
      restart.push(b.readyMs);
      await stopServer(b.child);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const firstMs = Math.round(median(first));
  const restartMs = Math.round(median(restart));
  return {
    name: 'server cold start',
    runs: RUNS,
    firstStartMs: first.map(Math.round),
    restartMs: restart.map(Math.round),
    targetMs: TARGET_MS,
    withinTarget: Math.max(firstMs, restartMs) <= TARGET_MS,
    summary: `first start (new data dir) median ${firstMs} ms, restart median ${restartMs} ms (target ≤ ${TARGET_MS} ms, ${RUNS} runs)`,
  };
}
