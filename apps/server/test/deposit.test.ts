import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../src/modules/cashier/payment-signature.js';
import { createListeningTestApp, TEST_DATABASES, type ListeningTestApp } from './test-app.js';
import { login } from './identity-helpers.js';

describe.each(TEST_DATABASES)('online deposits through the sandbox gateway on %s', (kind) => {
  let t: ListeningTestApp;
  let base: string;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await createListeningTestApp(kind);
    base = t.base;
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
  });
  afterAll(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
    await t?.close();
  });

  const deposit = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/wps/cashier/deposit', headers: auth(), payload });
  const balance = async () =>
    (await t.app.inject({ url: '/wps/member/balance', headers: auth() })).json().value.balance as string;
  const pay = (payUrl: string, outcome: 'success' | 'fail') =>
    fetch(`${payUrl}/complete`, { method: 'POST', body: new URLSearchParams({ outcome }), redirect: 'manual' });
  const signedCallback = async (body: object, at = Date.now()) => {
    const raw = JSON.stringify(body);
    const secret = (await t.app.services.cashier.providerSecret('sandbox')) as string;
    return t.app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, raw, at) },
      payload: raw,
    });
  };

  it('lists the brand channels with limits and fees', async () => {
    const channels = (await t.app.inject({ url: '/wps/cashier/channels', headers: auth() })).json().value;
    expect(channels.map((c: { code: string }) => c.code)).toEqual(['GCASH', 'MAYA', 'BDO']);
    expect(channels[1]).toMatchObject({
      kind: 'GATEWAY',
      minAmount: '100.00',
      maxAmount: '50000.00',
      feeBps: 150,
      bank: null,
    });
  });

  it('pays at the gateway page, which calls back over HTTP and credits the member once', async () => {
    const before = await balance();
    const res = await deposit({ channelCode: 'GCASH', amount: '500', requestKey: randomUUID() });
    expect(res.statusCode).toBe(200);
    const created = res.json().value;
    expect(created).toMatchObject({ status: 'PENDING', amount: '500.00', fee: '0.00', creditAmount: '500.00' });
    expect(created.payUrl).toMatch(new RegExp(`^${base}/sandbox-gateway/pay/`));

    const page = await fetch(created.payUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('500.00');
    const done = await pay(created.payUrl, 'success');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`orderNo=${created.orderNo}`);

    expect(Number(await balance()) - Number(before)).toBe(500);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const records = (
      await t.app.inject({ url: `/wps/cashier/deposits?startDate=${today}&endDate=${today}`, headers: auth() })
    ).json().value;
    expect(records.list.find((r: { orderNo: string }) => r.orderNo === created.orderNo)).toMatchObject({
      status: 'CREDITED',
      channelName: 'GCash (online)',
    });
    // Paying the same link again changes nothing.
    expect((await pay(created.payUrl, 'success')).status).toBe(303);
    expect(Number(await balance()) - Number(before)).toBe(500);
  });

  it('sends an agent back to the agent centre after paying, a player to the member centre', async () => {
    const agentToken = (await login(t.app, { username: 'agent', password: 'Agent1234', entry: 'agent' })).json().value
      .token as string;
    const returnOf = async (bearer: string) => {
      const created = (
        await t.app.inject({
          method: 'POST',
          url: '/wps/cashier/deposit',
          headers: { authorization: `Bearer ${bearer}` },
          payload: { channelCode: 'GCASH', amount: '100', requestKey: randomUUID() },
        })
      ).json().value;
      const done = await pay(created.payUrl, 'success');
      return { location: done.headers.get('location'), orderNo: created.orderNo as string };
    };
    const agent = await returnOf(agentToken);
    expect(agent.location).toBe(`${base}/agentHome?page=depositv2&orderNo=${agent.orderNo}`);
    const player = await returnOf(token);
    expect(player.location).toBe(`${base}/member?page=depositv2&orderNo=${player.orderNo}`);
  });

  it('takes the channel fee from the credited amount', async () => {
    const before = Number(await balance());
    const created = (await deposit({ channelCode: 'MAYA', amount: '1000.00', requestKey: randomUUID() })).json().value;
    expect(created).toMatchObject({ fee: '15.00', creditAmount: '985.00' });
    await pay(created.payUrl, 'success');
    expect(Number(await balance()) - before).toBe(985);
  });

  it('a callback replayed 100 times at once credits once and answers every copy', async () => {
    const before = Number(await balance());
    const created = (await deposit({ channelCode: 'GCASH', amount: '250.00', requestKey: randomUUID() })).json().value;
    const paymentId = created.payUrl.split('/').pop();
    const body = { paymentId, merchantRef: created.orderNo, amount: '250.00', currency: 'PHP', status: 'SUCCESS' };
    const answers = await Promise.all(Array.from({ length: 100 }, () => signedCallback(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => a.json().value.status))).toEqual(new Set(['CREDITED']));
    expect(Number(await balance()) - before).toBe(250);
  });

  it('refuses unsigned, forged, stale and mismatching callbacks without changing anything', async () => {
    const before = await balance();
    const created = (await deposit({ channelCode: 'GCASH', amount: '300.00', requestKey: randomUUID() })).json().value;
    const paymentId = created.payUrl.split('/').pop();
    const body = { paymentId, merchantRef: created.orderNo, amount: '300.00', currency: 'PHP', status: 'SUCCESS' };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.json().code).toBe('SIGNATURE_INVALID');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-signature': signBody('not-the-secret', JSON.stringify(body), Date.now()),
      },
      payload: JSON.stringify(body),
    });
    expect(forged.statusCode).toBe(401);
    expect((await signedCallback(body, Date.now() - 10 * 60_000)).statusCode).toBe(401);
    const inflated = await signedCallback({ ...body, amount: '3000.00' });
    expect(inflated.json().code).toBe('CONFLICT');
    expect((await signedCallback({ ...body, merchantRef: 'D00000000000' })).statusCode).toBe(404);
    expect(await balance()).toBe(before);
  });

  it('marks a declined payment failed', async () => {
    const before = await balance();
    const created = (await deposit({ channelCode: 'GCASH', amount: '120.00', requestKey: randomUUID() })).json().value;
    await pay(created.payUrl, 'fail');
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const records = (
      await t.app.inject({
        url: `/wps/cashier/deposits?startDate=${today}&endDate=${today}&status=FAILED`,
        headers: auth(),
      })
    ).json().value;
    expect(records.list.map((r: { orderNo: string }) => r.orderNo)).toContain(created.orderNo);
    expect(await balance()).toBe(before);
  });

  it('makes one order per request key and refuses the key with another amount', async () => {
    const requestKey = randomUUID();
    const first = (await deposit({ channelCode: 'GCASH', amount: '200.00', requestKey })).json().value;
    const again = (await deposit({ channelCode: 'GCASH', amount: '200.00', requestKey })).json().value;
    expect(again.orderNo).toBe(first.orderNo);
    expect(again.payUrl).toBe(first.payUrl);
    expect((await deposit({ channelCode: 'GCASH', amount: '201.00', requestKey })).json().code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
  });

  it.each([
    ['below the minimum', { channelCode: 'GCASH', amount: '99.99' }, 'AMOUNT_OUT_OF_RANGE'],
    ['above the maximum', { channelCode: 'GCASH', amount: '50000.01' }, 'AMOUNT_OUT_OF_RANGE'],
    ['an unknown channel', { channelCode: 'PAYPAL', amount: '500' }, 'CHANNEL_UNAVAILABLE'],
    ['three decimals', { channelCode: 'GCASH', amount: '500.001' }, 'VALIDATION_FAILED'],
    ['a negative amount', { channelCode: 'GCASH', amount: '-5' }, 'VALIDATION_FAILED'],
    ['a number instead of a string', { channelCode: 'GCASH', amount: 500 }, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_name, payload, code) => {
    const res = await deposit({ ...payload, requestKey: randomUUID() });
    expect(res.json().code).toBe(code);
  });

  it('refuses trial members and visitors', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value
      .token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: { authorization: `Bearer ${trial}` },
      payload: { channelCode: 'GCASH', amount: '500', requestKey: randomUUID() },
    });
    expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
    expect((await t.app.inject({ url: '/wps/cashier/channels' })).statusCode).toBe(401);
  });
});
