import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

// Text answers of 1 KB or more go out compressed as the client accepts (app.ts); small ones and
// clients that accept nothing get the plain body.
describe('response compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('sends Brotli when accepted, gzip otherwise, and the same JSON either way', async () => {
    const url = '/wps/system/status';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(url, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const fromBr = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString());

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const fromGz = JSON.parse(zlib.gunzipSync(gz.rawPayload).toString());

    const expected = plain.json();
    for (const body of [fromBr, fromGz]) {
      expect(body.success).toBe(true);
      expect(Object.keys(body.value).sort()).toEqual(Object.keys(expected.value).sort());
    }
  });

  it('leaves answers under 1 KB alone', async () => {
    const tiny = await get('/wps/no-such-call', 'br, gzip');
    expect(tiny.statusCode).toBe(404);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toMatchObject({ success: false });
  });
});
