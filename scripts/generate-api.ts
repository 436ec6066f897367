// Writes the clients' route tables and docs/api.md from the endpoint table: `npm run generate:api`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedApiFiles } from '../packages/contracts/src/endpoints/generated-files.js';

for (const file of await generatedApiFiles()) {
  await mkdir(path.dirname(file.path), { recursive: true });
  await writeFile(file.path, file.text);
  console.log(`wrote ${file.path}`);
}
