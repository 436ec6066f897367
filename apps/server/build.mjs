// Bundles the server (main and the operator CLI) into dist/ with esbuild: our own code and the
// workspace contracts are bundled; npm packages stay external and load from node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

// Chunk names change with their contents: start from an empty dist/ so old chunks do not pile up.
fs.rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: [
    'src/bin/main.ts',
    'src/bin/cli.ts',
    'src/bin/ledger-check.ts',
    'src/bin/catalogue-import.ts',
    'src/bin/ledger-bench.ts',
    'src/bin/house-rtp-sim.ts',
    'src/bin/prepare-pglite.ts',
  ],
  outdir: 'dist',
  outbase: 'src/bin', // dist/ stays flat: `node apps/server/dist/cli.js` as the README documents
  bundle: true,
  // Shared code in chunks, so main.js can load boot.js (the whole app) after it started the database.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@fortuna/contracts': '../../packages/contracts/src' }, // the index, or one file (…/games-fns)
  logLevel: 'warning',
});

// The PGlite initdb template, made once per PGlite version (apps/server/.cache/).
await import('./dist/prepare-pglite.js');
