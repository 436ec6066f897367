// `npm start`: builds the web app, the operator console and the server when their build is
// missing or older than their sources, then runs the server, which also serves the web app
// (http://localhost:8080) and the console (http://localhost:8080/console).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/migrations',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/house-games/src',
  'apps/console/src',
  'apps/console/public',
  'apps/console/index.html',
];
const outputs = [
  'apps/web/dist/index.html',
  'apps/house-games/dist/index.html',
  'apps/console/dist/index.html',
  'apps/server/dist/main.js',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = Math.min(
  ...outputs.map((o) => (fs.existsSync(path.join(root, o)) ? fs.statSync(path.join(root, o)).mtimeMs : 0)),
);
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building the web app, the console and the server…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Production mode with demo mode on (README "Demo mode"): the demo seed, the dev inbox of the local
// SMS and mail providers (answering loopback clients only) and the sandbox payment gateway; the
// site shows a demo ribbon and the server warns at start. Never the dev tools (captcha answers).
// DEMO_MODE=false or DEV_INBOX=false in the environment turns them off.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DEMO_MODE: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
