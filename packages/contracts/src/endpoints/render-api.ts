import { z } from 'zod';
import type { Endpoint } from './endpoint.js';
import type { Endpoints } from './index.js';

const AUTH_WORDS: Record<Endpoint['auth'], string> = {
  public: 'public',
  optionalSession: 'public (a session personalises)',
  visitorOrSession: 'visitor or session',
  session: 'session',
  member: 'member or agent',
  agent: 'agent',
  staff: 'staff session',
  providerSignature: 'provider signature',
  gatewaySignature: 'gateway signature',
  gameSession: 'game session',
};

const rowsOf = (table: Endpoints) =>
  Object.entries(table).map(([domain, rows]) => [domain, Object.entries(rows as Record<string, Endpoint>)] as const);

/**
 * The clients' zod-free copy of the table: one module per domain (`routes/<domain>.ts`) with the
 * method, path, auth, enc and kinds of each endpoint, typed by the endpoint so `call` knows its
 * input and output, and `routes.ts` naming them all. A web chunk bundles only the domains it calls.
 */
export function renderRoutesModules(table: Endpoints): Array<{ file: string; text: string }> {
  const header =
    '// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).';
  const files = [];
  const index = [header];
  for (const [domain, rows] of rowsOf(table)) {
    const lines = [
      header,
      "import { route, type Endpoint } from '../endpoint.js';",
      "import type { Endpoints } from '../index.js';",
      '',
      `type E<K extends keyof Endpoints['${domain}']> = Extract<Endpoints['${domain}'][K], Endpoint>;`,
      '',
      `export const ${domain} = {`,
    ];
    for (const [name, row] of rows) {
      const { method, path, auth, enc, bodyKind, responseKind } = row;
      const more = {
        ...(enc && { enc }),
        ...(bodyKind !== 'json' && { bodyKind }),
        ...(responseKind !== 'envelope' && { responseKind }),
      };
      const args = [method, path, auth].map((a) => `'${a}'`);
      if (Object.keys(more).length > 0)
        args.push(
          JSON.stringify(more)
            .replace(/"([a-zA-Z]+)":/g, '$1: ')
            .replace(/"/g, "'"),
        );
      lines.push(`  ${name}: /* @__PURE__ */ route<E<'${name}'>>(${args.join(', ')}),`);
    }
    lines.push('};', '');
    files.push({ file: `routes/${domain}.ts`, text: lines.join('\n') });
    index.push(`export { ${domain} } from './routes/${domain}.js';`);
  }
  files.push({ file: 'routes.ts', text: [...index, ''].join('\n') });
  return files;
}

/** Field names of an object schema as the caller writes them (`name?` when optional). */
function fieldsOf(schema: z.ZodType | undefined, io: 'input' | 'output'): string {
  if (!schema) return '';
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as {
    type?: string;
    properties?: Record<string, unknown>;
    required?: string[];
    items?: { properties?: Record<string, unknown> };
    anyOf?: unknown[];
  };
  if (json.properties) {
    const required = new Set(json.required ?? []);
    return Object.keys(json.properties)
      .map((k) => (required.has(k) ? k : `${k}?`))
      .join(', ');
  }
  if (json.type === 'array' && json.items?.properties) return `[{ ${Object.keys(json.items.properties).join(', ')} }]`;
  if (json.type === 'null') return 'null';
  if (json.anyOf) return 'one of several shapes';
  return json.type ?? 'any';
}

/** docs/api.md: every endpoint by domain, for readers who do not open /docs. */
export function renderApiDoc(table: Endpoints): string {
  const out = [
    '# Fortuna HTTP API',
    '',
    'Generated from the endpoint table (`packages/contracts/src/endpoints/`) by `npm run generate:api`; a',
    'test fails when it is stale. The full schemas are in the OpenAPI document the server serves at',
    '`/docs` (`/docs/json`). Answers of kind `envelope` are `{ success, code, message, value }`; the',
    'fields listed are those of `value`. `enc` bodies are sealed with the key of',
    '`GET /wps/system/publicKey`.',
    '',
  ];
  let count = 0;
  for (const [domain, rows] of rowsOf(table)) {
    out.push(`## ${domain}`, '');
    for (const [name, row] of rows) {
      count += 1;
      const { params, query, body, response } = row.schemas;
      out.push(
        `### \`${row.method} ${row.path}\``,
        '',
        `${row.summary}. \`${domain}.${name}\`, ${AUTH_WORDS[row.auth]}${row.permission ? ` (permission \`${row.permission}\`)` : ''}.`,
        '',
      );
      if (params) out.push(`- path: ${fieldsOf(params, 'input')}`);
      if (query) out.push(`- query: ${fieldsOf(query, 'input') || 'none'}`);
      if (body) out.push(`- ${row.enc ? 'enc ' : ''}${row.bodyKind} body: ${fieldsOf(body, 'input')}`);
      else if (row.bodyKind === 'image') out.push('- body: a png or jpg file');
      out.push(`- answer (${row.responseKind})${response ? `: ${fieldsOf(response, 'output')}` : ''}`, '');
    }
  }
  out.push(`${count} endpoints.`, '');
  return out.join('\n');
}
