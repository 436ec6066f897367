import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the built server on a loopback port; resolves once /wps/system/status answers 200. */
export async function startServer({ port, dataDir, env = {}, timeoutMs = 20_000 }) {
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS (e.g. "--prof") profiles the server under a benchmark's load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The benchmarks measure the demo brand (its seed and sandbox channels): demo mode, as `npm start`.
      DEMO_MODE: 'true',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  let exitCode = null;
  child.once('exit', (code) => (exitCode = code ?? -1));
  const deadline = started + timeoutMs;
  while (performance.now() < deadline && exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      if (res.ok) return { child, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  child.kill('SIGKILL');
  throw new Error(
    exitCode !== null
      ? `server exited with ${exitCode}`
      : `server on port ${port} did not answer within ${timeoutMs} ms`,
  );
}

export async function stopServer(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
