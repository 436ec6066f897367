// Bundles the server (main and the operator CLI) into dist/ with esbuild: our own code and the
// workspace contracts are bundled; npm packages stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: [
    'src/main.ts',
    'src/cli.ts',
    'src/ledger-check.ts',
    'src/catalogue-import.ts',
    'src/ledger-bench.ts',
    'src/house-rtp-sim.ts',
    'src/prepare-pglite.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@fortuna/contracts': '../../packages/contracts/src/index.ts' },
  logLevel: 'warning',
});

// The PGlite initdb template, made once per PGlite version (apps/server/.cache/).
await import('./dist/prepare-pglite.js');
