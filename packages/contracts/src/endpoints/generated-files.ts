import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { endpoints } from './index.js';
import { renderApiDoc, renderRoutesModules } from './render-api.js';

const at = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The files made from the endpoint table, formatted as Prettier would leave them. */
export async function generatedApiFiles(): Promise<Array<{ path: string; text: string }>> {
  const files = [
    ...renderRoutesModules(endpoints).map(({ file, text }) => ({ path: at(`./${file}`), text })),
    { path: at('../../../../docs/api.md'), text: renderApiDoc(endpoints) },
  ];
  return Promise.all(
    files.map(async (file) => {
      const options = (await prettier.resolveConfig(file.path)) ?? {};
      return { path: file.path, text: await prettier.format(file.text, { ...options, filepath: file.path }) };
    }),
  );
}
