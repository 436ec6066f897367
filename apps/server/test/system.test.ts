import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  decryptCustomerServicePath,
  envelope,
  HelpCenter,
  SystemStatus,
  UNBUILT_FLAGS,
  WHITELABEL_FLAGS,
} from '@fortuna/contracts';
import { migrate } from '../src/platform/migrate.js';
import { seedDemoData } from '../src/seed/demo-seed.js';
import { runOperatorCommand } from '../src/modules/system/system-cli.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';

const StatusEnvelope = envelope(SystemStatus);

describe.each(TEST_DATABASES)('system calls on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  const clock = () => now;

  beforeAll(async () => {
    t = await createTestApp(kind, { trustedProxies: ['127.0.0.1'] }, clock);
  });
  afterAll(async () => t?.close());

  const status = async (headers: Record<string, string> = {}, remoteAddress?: string) => {
    t.app.services.system.invalidate();
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    expect(res.statusCode).toBe(200);
    return StatusEnvelope.parse(res.json()).value;
  };

  it('reports normal status with the caller ip, brand info and every whitelabel flag', async () => {
    const value = await status();
    expect(value.status).toBe(0);
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.location.ip).toBe('127.0.0.1');
    expect(Object.keys(value.info.whitelabel).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(value.info.register.find((f) => f.field === 'username')).toMatchObject({ shown: true, required: true });
    expect(value.info.mainDomain).toBe('fortuna.example');
    expect(value.launchGameCDNs.length).toBeGreaterThan(0);
    expect(value.imageCDNs.length).toBeGreaterThan(0);
  });

  it('sends customer-service paths encrypted so only the client decodes them', async () => {
    const value = await status();
    const chat = value.info.customerService.find((c) => c.type === 'TELEGRAM');
    expect(chat).toBeDefined();
    expect(chat?.path).not.toContain('t.me');
    expect(await decryptCustomerServicePath(value.info.merchantCode, chat?.path ?? '')).toBe(
      'https://t.me/fortuna_support',
    );
    await expect(decryptCustomerServicePath('OTHER', chat?.path ?? '')).rejects.toThrow();
  });

  it('blocks a denied address forwarded by a trusted proxy', async () => {
    const value = await status({ 'x-forwarded-for': '203.0.113.7' });
    expect(value.status).toBe(2);
    expect(value.regionRestriction).toBe(true);
    expect(value.location.ip).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For sent by a client that is not a trusted proxy', async () => {
    const value = await status({ 'x-forwarded-for': '203.0.113.7' }, '192.0.2.50');
    expect(value.status).toBe(0);
    expect(value.location.ip).toBe('192.0.2.50');
  });

  it('applies country rules through the IP-to-country ranges', async () => {
    const value = await status({ 'x-forwarded-for': '198.51.100.20' });
    expect(value.location.country).toBe('ZZ');
    expect(value.status).toBe(2);
  });

  it('once allow rules exist, blocks every address outside them', async () => {
    const added = await runOperatorCommand(t.database.db, 'FORTUNA', ['region', 'add'], { allow: '192.0.2.0/24' }, now);
    const id = /rule (\d+)/.exec(added)?.[1];
    expect((await status({}, '192.0.2.9')).status).toBe(0);
    expect((await status({ 'x-forwarded-for': '100.64.0.1' })).status).toBe(2);
    await runOperatorCommand(t.database.db, 'FORTUNA', ['region', 'remove', String(id)], {}, now);
    expect((await status({ 'x-forwarded-for': '100.64.0.1' })).status).toBe(0);
  });

  it('shows a scheduled window without entering maintenance, then maintenance inside it, then normal after it', async () => {
    await runOperatorCommand(t.database.db, 'FORTUNA', ['maintenance', 'set'], { start: '+1h', end: '+3h' }, now);
    let value = await status();
    expect(value.status).toBe(0);
    expect(value.maintenanceStart).toBe('2026-11-22T09:00:00.000Z');
    now = new Date('2026-11-22T09:30:00Z');
    value = await status({ 'x-forwarded-for': '203.0.113.7' });
    expect(value.status).toBe(1);
    expect(value.maintenance).toBe(true);
    expect(value.maintenanceEnd).toBe('2026-11-22T11:00:00.000Z');
    now = new Date('2026-11-22T11:00:00Z');
    value = await status();
    expect(value.status).toBe(0);
    expect(value.maintenanceEnd).toBeNull();
  });

  it('ends maintenance early when the operator clears it', async () => {
    await runOperatorCommand(t.database.db, 'FORTUNA', ['maintenance', 'set'], { start: 'now', end: '+2h' }, now);
    expect((await status()).status).toBe(1);
    await runOperatorCommand(t.database.db, 'FORTUNA', ['maintenance', 'clear'], {}, now);
    expect((await status()).status).toBe(0);
  });

  it('serves whitelabel flags, register settings and the domain route', async () => {
    const flags = (await t.app.inject('/wps/system/whitelabel')).json();
    expect(flags).toMatchObject({
      success: true,
      code: 'OK',
      value: { MOBILENUMREG3: false, CHNGPASSVERIF3: true, FREEPLAY: true, VIP: false },
    });
    const register = (await t.app.inject('/wps/system/setting/register')).json();
    expect(register.value.find((f: { field: string }) => f.field === 'password')).toMatchObject({
      patternId: 'LETTERS_AND_DIGITS',
      min: 6,
      max: 20,
      acceptedPattern: '*',
    });
    const route = (await t.app.inject('/wps/system/domainRoute')).json();
    expect(route.value.mainDomain).toBe('fortuna.example');
    expect(route.value.mirrors.length).toBeGreaterThanOrEqual(3);
  });

  it('serves the flags of modules not built yet off, even when stored on, and refuses to switch them on', async () => {
    for (const flag of UNBUILT_FLAGS) expect(await t.app.services.system.whitelabelFlag(flag), flag).toBe(false);
    await t.database.db.execute(sql`UPDATE whitelabel_flag SET enabled = true WHERE flag IN ('VIP', 'SALARY')`);
    try {
      t.app.services.system.invalidate();
      const flags = (await t.app.inject('/wps/system/whitelabel')).json().value;
      for (const flag of UNBUILT_FLAGS) expect(flags[flag], flag).toBe(false);
      await expect(t.app.services.system.setWhitelabelFlag('MISSION', true)).rejects.toMatchObject({
        code: 'FEATURE_DISABLED',
      });
      expect(await t.app.services.system.whitelabelFlag('MISSION')).toBe(false);
      // Switching one off stays possible.
      await t.app.services.system.setWhitelabelFlag('VIP', false);
      expect(await t.app.services.system.whitelabelFlag('VIP')).toBe(false);
    } finally {
      await t.database.db.execute(sql`UPDATE whitelabel_flag SET enabled = false WHERE flag IN ('VIP', 'SALARY')`);
      t.app.services.system.invalidate();
    }
  });

  it.each(['EN', 'TY', 'TH'])('serves the %s help centre with the terms article', async (lang) => {
    const res = await t.app.inject(`/wps/system/helpCenter?lang=${lang}&device=WEB`);
    expect(res.statusCode).toBe(200);
    const articles = HelpCenter.parse(res.json().value);
    expect(articles.map((a) => a.key)).toEqual(
      expect.arrayContaining(['term', 'privacy', 'responsible', 'faq', 'install']),
    );
  });

  it.each([
    ['/wps/system/helpCenter', 'missing lang and device'],
    ['/wps/system/helpCenter?lang=XX&device=WEB', 'unsupported language'],
    ['/wps/system/helpCenter?lang=EN&device=APP', 'unsupported device'],
    ['/wps/system/helpCenter?lang=EN&device=WEB&x=1', 'unknown parameter'],
    ['/wps/system/status?debug=1', 'unknown parameter on status'],
    ['/wps/system/whitelabel?x=%00', 'unknown parameter on whitelabel'],
    ['/wps/system/setting/register?field=username', 'unknown parameter on register settings'],
    ['/wps/system/domainRoute?all=true', 'unknown parameter on domain route'],
  ])('refuses bad input (%s: %s) with a 400 envelope', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.json().value.errors.length).toBeGreaterThan(0);
  });

  it('answers unknown API paths and methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/wps/nothing/here'],
      ['POST', '/wps/system/status'],
      ['GET', '/lgw/unknown'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('publishes the OpenAPI document of the system calls', async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/wps/system/status', '/wps/system/helpCenter']),
    );
  });

  it('migrations and demo seeds are idempotent', async () => {
    expect(await migrate(t.database)).toEqual([]);
    expect(await seedDemoData(t.database.db, 'FORTUNA')).toEqual([]);
  });
});

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fortuna-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Fortuna</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    // As the web build writes them (scripts/vite-precompress.mjs): a Brotli and a gzip copy.
    const big = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`;
    fs.writeFileSync(path.join(dist, 'assets', 'big-456.js'), big);
    fs.writeFileSync(path.join(dist, 'assets', 'big-456.js.br'), zlib.brotliCompressSync(big));
    fs.writeFileSync(path.join(dist, 'assets', 'big-456.js.gz'), zlib.gzipSync(big));
    t = await createTestApp('pglite', { webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/live', '/agentHome', '/member?tab=withdraw', '/index.html', '/help'])(
    'answers index.html for %s',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves fingerprinted assets with a long cache and missing files as 404', async () => {
    const asset = await t.app.inject('/assets/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/assets/missing-1.js')).statusCode).toBe(404);
  });

  it('serves the precompressed copy of the build the browser accepts, and the plain file otherwise', async () => {
    const plain = await t.app.inject('/assets/big-456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/assets/big-456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await t.app.inject({ url: '/assets/big-456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('still answers API 404s as envelopes', async () => {
    const res = await t.app.inject('/wps/missing');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
