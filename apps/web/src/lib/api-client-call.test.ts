import { afterEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from './api-client';

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fetch that answers every call with `value` in the envelope and remembers what was sent. */
function fakeServer(value: (url: string) => unknown = () => null) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body,
      });
      return new Response(JSON.stringify({ success: true, code: 'OK', message: 'OK', value: value(url) }));
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('call (an endpoint of the contracts table)', () => {
  it('takes method and path from the table, fills path parameters and sends the JSON body', async () => {
    const sent = fakeServer(() => ({ orderNo: 'W2026112500000001' }));
    const answer = await call(routes.cashier.confirmReceipt, {
      params: { orderNo: 'W2026112500000001' },
      body: { outcome: 'RECEIVED' },
    });
    expect(answer).toEqual({ orderNo: 'W2026112500000001' });
    expect(sent[0]).toMatchObject({
      url: '/wps/cashier/withdrawals/W2026112500000001/receipt',
      method: 'POST',
      body: JSON.stringify({ outcome: 'RECEIVED' }),
    });
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');
  });

  it('writes the query string and sends no body on a GET', async () => {
    const sent = fakeServer();
    await call(routes.play.bets, {
      query: { startDate: '2026-11-01', endDate: '2026-11-25', pageNo: 2, pageSize: 10 },
    });
    expect(sent[0]).toMatchObject({
      url: '/wps/member/bets?startDate=2026-11-01&endDate=2026-11-25&pageNo=2&pageSize=10',
      method: 'GET',
      body: undefined,
    });
    await call(routes.system.status);
    expect(sent[1]?.url).toBe('/wps/system/status');
  });

  it('posts a form where the table says so, and a file as the raw body', async () => {
    const sent = fakeServer();
    await call(routes.identity.forgotPasswordEmail, { body: { username: 'player1', email: 'a@example.com' } });
    expect(sent[0]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(sent[0]?.body).toBe('username=player1&email=a%40example.com');
    const proof = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await call(routes.cashier.receiptProof, { params: { orderNo: 'W2026112500000001' } }, { file: proof });
    expect(sent[1]).toMatchObject({ url: '/wps/cashier/withdrawals/W2026112500000001/receipt/proof', body: proof });
    expect(sent[1]?.headers['Content-Type']).toBe('image/png');
  });

  it('seals the body of an enc endpoint with the server key, never sending it in plain text', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
    const sent = fakeServer((url) =>
      url === routes.system.publicKey.path ? { keyId: 'k1', algorithm: 'RSA-OAEP-256', spki } : null,
    );
    await call(routes.cashier.withdraw, {
      body: { amount: '100.00', payoutAccountId: 1, paymentPassword: '123456', requestKey: crypto.randomUUID() },
    });
    const posted = sent.find((s) => s.url === '/wps/cashier/withdraw');
    expect(posted?.method).toBe('POST');
    const body = JSON.parse(posted?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ keyId: 'k1' });
    expect(Object.keys(body).sort()).toEqual(['data', 'iv', 'key', 'keyId', 'nonce', 'ts']);
    expect(posted?.body).not.toContain('123456');
  });
});
