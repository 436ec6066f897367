import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@fortuna/contracts/endpoints';
import { createTestApp, type TestApp } from './test-app.js';

/** Swagger UI's own files and settings beside /docs and /docs/json (the table lists those two). */
const SWAGGER_UI_INTERNALS = ['/docs/', '/docs/uiConfig', '/docs/initOAuth', '/docs/yaml'];
const isSwaggerUiInternal = (url: string) => SWAGGER_UI_INTERNALS.includes(url) || url.startsWith('/docs/static/');

const rows: Endpoint[] = Object.values(endpoints).flatMap((domain) => Object.values(domain) as Endpoint[]);
const key = (method: string, url: string) => `${method} ${url}`;

/** A folder with an index.html, standing in for a built web app or game client. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-build-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>build</title>');
  return dir;
}

describe('the endpoint table', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every optional part on: dev inbox, dev tools and test clock, the web app, the console and the house game clients.
    t = await createTestApp('pglite', {
      devInbox: true,
      testClock: true,
      webDist: fakeBuild(),
      houseGamesDist: fakeBuild(),
      consoleDist: fakeBuild(),
    });
  });
  afterAll(() => t.close());

  it('lists every route the server registers, and every row has a route', () => {
    const registered = t.app.registeredRoutes();
    const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
    // HEAD answers come with every GET (Fastify adds them); they are not endpoints of their own.
    const served = new Set(
      registered
        .filter((r) => !(r.method === 'HEAD' && gets.has(r.url)))
        .filter((r) => !isSwaggerUiInternal(r.url))
        .map((r) => key(r.method, r.url)),
    );
    const table = new Set(rows.map((row) => key(row.method, row.path)));
    expect(
      [...served].filter((k) => !table.has(k)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      [...table].filter((k) => !served.has(k)),
      'rows without a route',
    ).toEqual([]);
  });

  it('drives the OpenAPI document: every API row is in it, with its auth as a security requirement', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { security?: unknown[]; summary?: string }>> }>();
    for (const row of rows.filter((r) => r.responseKind !== 'static' && !r.path.startsWith('/docs'))) {
      const openApiPath = row.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = doc.paths[openApiPath]?.[row.method.toLowerCase()];
      expect(operation, `${row.method} ${row.path}`).toBeDefined();
      expect(operation?.summary).toBe(row.summary);
      if (row.auth === 'public') expect(operation?.security).toBeUndefined();
      else expect(operation?.security, `${row.method} ${row.path}`).toBeDefined();
    }
  });
});
