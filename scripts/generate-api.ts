// Writes the clients' route table and docs/api.md from the endpoint table: `npm run generate:api`.
import { writeFile } from 'node:fs/promises';
import { generatedApiFiles } from '../packages/contracts/src/endpoints/generated-files.js';

for (const file of await generatedApiFiles()) {
  await writeFile(file.path, file.text);
  console.log(`wrote ${file.path}`);
}
