import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db.js';
import { base64ToBytes, bytesToBase64, encryptPayload } from '@fortuna/contracts';
import { buildApp } from '../src/app.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { publicKey, solveSlider } from './identity-helpers.js';

describe.each(TEST_DATABASES)('enc payloads on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
  });
  afterAll(async () => t?.close());

  const loginBody = async () => ({
    type: 'username',
    username: 'demo',
    password: 'Demo1234',
    slider: await solveSlider(t.app),
  });
  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: payload as Record<string, unknown>,
      remoteAddress: '127.0.0.1',
    });

  it('publishes an RSA-OAEP-256 public key kept in the database, the same for every instance', async () => {
    const key = await publicKey(t.app);
    expect(key.algorithm).toBe('RSA-OAEP-256');
    expect(base64ToBytes(key.spki).length).toBeGreaterThan(290);
    const second = await buildApp({ config: t.config, database: t.database, clock: () => now });
    try {
      expect((await second.inject('/wps/system/publicKey')).json().value).toEqual(key);
    } finally {
      await second.close();
    }
  });

  it('opens a sealed body and validates what it carried', async () => {
    const sealed = await encryptPayload(await publicKey(t.app), await loginBody(), now.getTime());
    const res = await post(sealed);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The zod schema judges the decrypted body.
    const bad = await post(
      await encryptPayload(await publicKey(t.app), { type: 'username', username: 'demo' }, now.getTime()),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a plain body with ENC_REQUIRED', async () => {
    const res = await post(await loginBody());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ENC_REQUIRED');
  });

  it('refuses a timestamp more than 60 s away with ENC_EXPIRED, and accepts one at the edge', async () => {
    const key = await publicKey(t.app);
    expect((await post(await encryptPayload(key, await loginBody(), now.getTime() - 61_000))).json().code).toBe(
      'ENC_EXPIRED',
    );
    expect((await post(await encryptPayload(key, await loginBody(), now.getTime() + 61_000))).json().code).toBe(
      'ENC_EXPIRED',
    );
    expect((await post(await encryptPayload(key, await loginBody(), now.getTime() - 60_000))).statusCode).toBe(200);
  });

  it('refuses a replayed request with ENC_REPLAYED', async () => {
    const sealed = await encryptPayload(await publicKey(t.app), await loginBody(), now.getTime());
    expect((await post(sealed)).statusCode).toBe(200);
    const again = await post(sealed);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('ENC_REPLAYED');
  });

  it('refuses tampered ciphertext, a moved timestamp, another nonce and an unknown key with ENC_INVALID', async () => {
    const key = await publicKey(t.app);
    const sealed = await encryptPayload(key, await loginBody(), now.getTime());
    const data = base64ToBytes(sealed.data);
    data[3] = (data[3] ?? 0) ^ 1;
    expect((await post({ ...sealed, data: bytesToBase64(data) })).json().code).toBe('ENC_INVALID');
    // ts and nonce are authenticated: changing them breaks decryption, so an old capture cannot be refreshed.
    expect((await post({ ...sealed, ts: sealed.ts + 1 })).json().code).toBe('ENC_INVALID');
    expect((await post({ ...sealed, nonce: bytesToBase64(new Uint8Array(16)) })).json().code).toBe('ENC_INVALID');
    const unknown = await post({ ...sealed, keyId: 'ffffffffffffffff' });
    expect(unknown.json()).toMatchObject({ code: 'ENC_INVALID', value: { keyId: key.keyId } });
    expect((await post({ ...sealed, iv: 'not base64!' })).json().code).toBe('ENC_INVALID');
    // The untouched original still works: failed attempts did not burn its nonce.
    expect((await post(sealed)).statusCode).toBe(200);
  });

  it('forgets nonces once their window has passed', async () => {
    const sealed = await encryptPayload(await publicKey(t.app), await loginBody(), now.getTime());
    expect((await post(sealed)).statusCode).toBe(200);
    now = new Date(now.getTime() + 10 * 60_000);
    // Any accepted request prunes expired nonces; the old one is then stale anyway.
    expect(
      (await post(await encryptPayload(await publicKey(t.app), await loginBody(), now.getTime()))).statusCode,
    ).toBe(200);
    const rows = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM enc_nonce`);
    expect(rows[0]?.n).toBe(1);
  });
});
