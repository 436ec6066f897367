import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { login } from './identity-helpers.js';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

/** Payment channels in the console (issue 19): finance reads them, owners change them, members see the change at once. */
describe.each(TEST_DATABASES)('payment channels in the console on %s', (kind) => {
  const t = useTestApp(kind);
  const tokens = new Map<string, Promise<string>>();
  const staff = (role: string) => {
    const held = tokens.get(role) ?? staffToken(t.app, t.database.db, role);
    tokens.set(role, held);
    return held;
  };
  let member: Promise<string> | undefined;
  const demo = () =>
    (member ??= login(t.app, { username: 'demo', password: 'Demo1234' }).then((r) => r.json().value.token as string));
  const memberChannels = async () =>
    (await t.app.inject({ url: '/wps/cashier/channels', headers: { authorization: `Bearer ${await demo()}` } })).json()
      .value as Array<{ code: string; minAmount: string; maxAmount: string }>;
  const deposit = async (channelCode: string, amount: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers: { authorization: `Bearer ${await demo()}` },
        payload: { channelCode, amount, requestKey: randomUUID() },
      })
    ).json();
  const put = async (code: string, body: object, role = 'owner') =>
    consoleCall(t.app, 'PUT', `/console/api/cashier/channels/${code}`, await staff(role), body, '198.51.100.9');
  const entries = async (target: string) =>
    (await t.app.services.auditChain.page({ action: 'channel.update', target, pageNo: 1, pageSize: 10 })).list;
  const BDO = { enabled: true, minAmount: '500', maxAmount: '200000', sort: 3, provider: null };

  it('lists every channel, enabled or not, with the gateways this server has, to finance', async () => {
    const res = await consoleCall(t.app, 'GET', '/console/api/cashier/channels', await staff('finance'));
    expect(res.statusCode).toBe(200);
    const { channels, gateways } = res.json().value;
    expect(gateways).toEqual(['sandbox']);
    expect(channels.map((c: { code: string }) => c.code)).toEqual(['GCASH', 'MAYA', 'BDO']);
    expect(channels[2]).toMatchObject({
      kind: 'BANK_TRANSFER',
      provider: null,
      minAmount: '500.00',
      gatewayReady: true,
    });
    expect(channels[1]).toMatchObject({ kind: 'GATEWAY', provider: 'sandbox', enabled: true, feeBps: 150 });
    expect((await put('BDO', BDO, 'finance')).statusCode).toBe(403);
  });

  it('an owner disables a channel, sets limits and order: members see it on their next call, chained with the reason', async () => {
    expect((await memberChannels()).map((c) => c.code)).toEqual(['GCASH', 'MAYA', 'BDO']);
    const maya = await put('MAYA', {
      enabled: false,
      minAmount: '100',
      maxAmount: '50000',
      sort: 2,
      provider: 'sandbox',
      reason: 'gateway outage',
    });
    expect(maya.json().value).toMatchObject({ code: 'MAYA', enabled: false });
    const bdo = await put('BDO', { ...BDO, minAmount: '100', maxAmount: '1000.50', sort: 0 });
    expect(bdo.json().value).toMatchObject({ minAmount: '100.00', maxAmount: '1000.50', sort: 0 });

    expect((await memberChannels()).map((c) => [c.code, c.minAmount, c.maxAmount])).toEqual([
      ['BDO', '100.00', '1000.50'],
      ['GCASH', '100.00', '50000.00'],
    ]);
    expect((await deposit('MAYA', '200')).code).toBe('CHANNEL_UNAVAILABLE');
    expect((await deposit('BDO', '2000')).code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await deposit('BDO', '150')).success).toBe(true);

    expect(await entries('channel:MAYA')).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actor: 'owner',
        before: { enabled: true, minAmount: '100.00', maxAmount: '50000.00', sort: 2, provider: 'sandbox' },
        after: { enabled: false, minAmount: '100.00', maxAmount: '50000.00', sort: 2, provider: 'sandbox' },
        reason: 'gateway outage',
        ip: '198.51.100.9',
      }),
    ]);
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
  });

  it('refuses bad changes with a clear error and changes nothing', async () => {
    const before = (await consoleCall(t.app, 'GET', '/console/api/cashier/channels', await staff('owner'))).json()
      .value;
    const refusals: Array<[string, object, number, string]> = [
      ['BDO', { ...BDO, minAmount: '900', maxAmount: '100' }, 400, 'VALIDATION_FAILED'],
      ['BDO', { ...BDO, minAmount: '0' }, 400, 'VALIDATION_FAILED'],
      ['BDO', { ...BDO, sort: -1 }, 400, 'VALIDATION_FAILED'],
      ['BDO', { ...BDO, colour: 'red' }, 400, 'VALIDATION_FAILED'],
      ['GCASH', { ...BDO, provider: 'nopay' }, 400, 'VALIDATION_FAILED'],
      ['NOSUCH', BDO, 404, 'NOT_FOUND'],
    ];
    for (const [code, body, status, errorCode] of refusals) {
      const res = await put(code, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(errorCode);
    }
    expect((await put('GCASH', { ...BDO, provider: 'nopay' })).json().value.errors).toEqual([
      { path: 'body.provider', message: 'validation:gatewayUnknown' },
    ]);
    const after = (await consoleCall(t.app, 'GET', '/console/api/cashier/channels', await staff('owner'))).json().value;
    expect(after).toEqual(before);
  });

  it('a change whose audit-chain entry cannot be written is not made', async () => {
    const { db } = t.database;
    await db.execute(sql`ALTER TABLE audit_chain RENAME TO audit_chain_away`);
    try {
      expect((await put('GCASH', { ...BDO, enabled: false, provider: 'sandbox' })).statusCode).toBe(500);
    } finally {
      await db.execute(sql`ALTER TABLE audit_chain_away RENAME TO audit_chain`);
    }
    expect((await memberChannels()).map((c) => c.code)).toContain('GCASH');
    expect(await entries('channel:GCASH')).toEqual([]);
  });
});
