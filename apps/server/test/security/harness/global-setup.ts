/**
 * Before the suite: the server build (apps/server/dist) must be there and newer than its
 * sources, else it is built (esbuild, a few seconds). The web app and house games builds are
 * needed by the header tests (the pages' Content-Security-Policy); they are built when missing
 * or older than their sources (slow: run `npm run build` first, under the e2e lock on shared machines).
 * Then the suite's template database (template.ts), which every file's server copies.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot } from './paths.js';
import { createSuiteTemplate } from './template.js';

function newestMtime(target: string): number {
  const full = path.join(repoRoot, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = (output: string) => {
  const full = path.join(repoRoot, output);
  return fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0;
};

const BUILDS = [
  {
    workspace: '@fortuna/web',
    output: 'apps/web/dist/index.html',
    sources: ['packages/contracts/src', 'apps/web/src', 'apps/web/public', 'apps/web/index.html'],
  },
  {
    workspace: '@fortuna/house-games',
    output: 'apps/house-games/dist/index.html',
    sources: ['packages/contracts/src', 'apps/house-games/src', 'apps/house-games/index.html'],
  },
  {
    workspace: '@fortuna/server',
    output: 'apps/server/dist/main.js',
    sources: ['packages/contracts/src', 'apps/server/src', 'apps/server/migrations'],
  },
];

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const build of BUILDS) {
    const at = builtAt(build.output);
    if (at > 0 && Math.max(...build.sources.map(newestMtime)) <= at) continue;
    console.log(`security suite: building ${build.workspace} (missing or older than its sources)…`);
    // Not Vitest's NODE_ENV=test: Vite would bundle React's development build.
    const env = { ...process.env };
    delete env.NODE_ENV;
    const run = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: repoRoot, stdio: 'inherit', env });
    if (run.status !== 0) throw new Error(`building ${build.workspace} failed`);
  }
  const { template, remove } = await createSuiteTemplate();
  project.provide('securityTemplate', template);
  return remove;
}
