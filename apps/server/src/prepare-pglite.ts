// Build step: writes the PGlite template (initdb and every migration, see
// platform/pglite-template.ts), so a first start on the embedded database skips initdb.
import { ensurePgliteTemplate } from './platform/pglite-template.js';

const template = await ensurePgliteTemplate();
console.log(template ? `PGlite template ready: ${template.dir}` : 'PGlite template skipped (package root not found).');
