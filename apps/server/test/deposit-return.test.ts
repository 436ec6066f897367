import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, TEST_DATABASES, type ListeningTestApp } from './test-app.js';
import { login } from './identity-helpers.js';

/**
 * Issue 18 item 3: the gateway sends the player back to the brand host the deposit was started
 * from (its Origin), else to PUBLIC_URL; never to a host the brand does not own.
 */
describe.each(TEST_DATABASES)('the gateway return address on %s', (kind) => {
  let t: ListeningTestApp;
  let token: string;

  beforeAll(async () => {
    t = await createListeningTestApp(kind);
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
  });
  afterAll(async () => t?.close());

  /** Starts a deposit with these request headers, pays it, and answers where the gateway sends back to. */
  const returnAddress = async (headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: { channelCode: 'GCASH', amount: '100', requestKey: randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    const { payUrl, orderNo } = res.json().value as { payUrl: string; orderNo: string };
    const paid = await fetch(`${payUrl}/complete`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'fail' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location') as string;
    expect(location).toContain(`/member?page=depositv2&orderNo=${orderNo}`);
    return new URL(location).origin;
  };

  it('returns to a verified mirror domain and to the main domain the deposit was started from', async () => {
    expect(await returnAddress({ origin: 'https://ph1.fortuna.example' })).toBe('https://ph1.fortuna.example');
    expect(await returnAddress({ origin: 'https://asia.fortuna.example' })).toBe('https://asia.fortuna.example');
    expect(await returnAddress({ origin: 'https://fortuna.example' })).toBe('https://fortuna.example');
  });

  it('returns to the other loopback name of a loopback PUBLIC_URL on its port', async () => {
    const port = new URL(t.base).port;
    expect(await returnAddress({ origin: `http://localhost:${port}` })).toBe(`http://localhost:${port}`);
    expect(await returnAddress({ origin: t.base })).toBe(t.base);
    // Another port is another server.
    expect(await returnAddress({ origin: 'http://localhost:1' })).toBe(t.base);
  });

  it('returns to PUBLIC_URL from an unknown host, or with no origin', async () => {
    expect(await returnAddress({ origin: 'https://evil.example' })).toBe(t.base);
    expect(await returnAddress({ origin: 'https://ph1.fortuna.example.evil.example' })).toBe(t.base);
    expect(await returnAddress({ origin: 'null' })).toBe(t.base);
    expect(await returnAddress({})).toBe(t.base);
  });

  it('ignores a forged Host or X-Forwarded-Host, even naming a brand domain', async () => {
    expect(await returnAddress({ host: 'evil.example' })).toBe(t.base);
    expect(await returnAddress({ host: 'evil.example', origin: 'https://evil.example' })).toBe(t.base);
    expect(await returnAddress({ 'x-forwarded-host': 'ph1.fortuna.example' })).toBe(t.base);
    expect(await returnAddress({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toBe(t.base);
    expect(await returnAddress({ origin: 'javascript://ph1.fortuna.example' })).toBe(t.base);
  });
});
