import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/** A built app: an index.html naming the app and one fingerprinted asset. */
function fakeBuild(name: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `fortuna-${name}-`));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${name}</title><div id="${name}"></div>`);
  fs.writeFileSync(path.join(dist, 'assets', `${name}-123.js`), `console.log('${name}')`);
  return dist;
}

describe('serving the operator console beside the web app', () => {
  let t: TestApp;
  const dists: string[] = [];
  beforeAll(async () => {
    dists.push(fakeBuild('web'), fakeBuild('console'));
    t = await createTestApp('pglite', { webDist: dists[0], consoleDist: dists[1] });
  });
  afterAll(async () => {
    await t?.close();
    for (const dist of dists) fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/console', '/console/', '/console/staff', '/console/audit?page=2', '/console/login'])(
    'answers the console’s index.html for %s, with its own CSP',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="console">');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
    },
  );

  it('still answers the player site’s index.html for its own pages', async () => {
    for (const url of ['/', '/live', '/consoles']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="web">');
    }
  });

  it('serves the console’s assets and answers a missing one with 404', async () => {
    const asset = await t.app.inject('/console/assets/console-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.body).toContain("'console'");
    expect((await t.app.inject('/console/assets/missing-1.js')).statusCode).toBe(404);
  });

  it('answers an unknown console API path with the 404 envelope, never a page', async () => {
    for (const [method, url] of [
      ['GET', '/console/api/nothing'],
      ['POST', '/console/api/nothing'],
      ['GET', '/console/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});
