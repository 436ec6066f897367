// Build step: writes the PGlite templates (see platform/pglite-template.ts): initdb and every
// migration, and the same plus the demo games, so a first start on the embedded database skips
// initdb and most of the demo seed.
import { ensurePgliteTemplate } from '../platform/pglite-template.js';
import { demoGamesTemplateSeed } from '../seed/catalogue-seed.js';

const plain = await ensurePgliteTemplate();
const demo = plain && (await ensurePgliteTemplate(undefined, demoGamesTemplateSeed()));
console.log(
  demo ? `PGlite templates ready: ${plain.dir}, ${demo.dir}` : 'PGlite template skipped (package root not found).',
);
