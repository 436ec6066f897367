import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootApp } from '../src/boot.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { signBody } from '../src/modules/cashier/payment-signature.js';
import { createTestApp, createTestDatabase, TEST_DATABASES, type TestApp } from './test-app.js';
import { addPayoutAccount, freePort, login, sendEnc, setPaymentPassword } from './identity-helpers.js';
import { staffToken } from './staff-helpers.js';

/** A real deployment's settings: production, no demo mode. */
const productionConfig = () => loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '', HOUSE_GAMES_DIST: '' });

describe.each(TEST_DATABASES)('the sandbox gateway exists only in demo mode on %s (finding 8)', (kind) => {
  describe('outside demo mode', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp(kind, { demoMode: false, devInbox: false, seedDemo: false });
      token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    });
    afterAll(async () => t?.close());

    it('has no gateway routes, and its channels are neither listed nor payable', async () => {
      expect((await t.app.inject(`/sandbox-gateway/pay/${randomUUID()}`)).statusCode).toBe(404);
      const open = await t.app.inject({
        method: 'POST',
        url: '/sandbox-gateway/api/payments',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(open.statusCode).toBe(404);
      const auth = { authorization: `Bearer ${token}` };
      const channels = (await t.app.inject({ url: '/wps/cashier/channels', headers: auth })).json().value;
      expect(channels.map((c: { code: string }) => c.code)).toEqual(['BDO']);
      const deposit = await t.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers: auth,
        payload: { channelCode: 'GCASH', amount: '500', requestKey: randomUUID() },
      });
      expect(deposit.json().code).toBe('CHANNEL_UNAVAILABLE');
      // A "sandbox" callback, even signed with the right secret, credits nothing.
      const secret = (await t.app.services.cashier.providerSecret('sandbox')) as string;
      const raw = JSON.stringify({ paymentId: randomUUID(), merchantRef: 'D0', amount: '1', currency: 'PHP' });
      const callback = await t.app.inject({
        method: 'POST',
        url: '/wps/payment/callback/sandbox',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, raw, Date.now()) },
        payload: raw,
      });
      expect(callback.statusCode).toBe(404);
    });
  });

  it('a start outside demo mode with sandbox channels configured is refused, naming them', async () => {
    const database = await createTestDatabase(kind);
    const config = productionConfig();
    const start = bootApp(config, { logger: false }, Promise.resolve(database));
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(/payment channels GCASH \(sandbox\), MAYA \(sandbox\) .*DEMO_MODE=true/);
  });

  it('starts outside demo mode once those channels are disabled', async () => {
    const database = await createTestDatabase(kind);
    await database.db.execute(sql`UPDATE payment_channel SET enabled = false WHERE provider = 'sandbox'`);
    const config = productionConfig();
    const { app } = await bootApp(config, { logger: false }, Promise.resolve(database));
    try {
      expect((await app.inject('/wps/system/status')).json().value.demo).toEqual({
        devInbox: false,
        sandboxGateway: false,
      });
    } finally {
      await app.close();
    }
  });

  describe('in demo mode, staff see demo money as such', () => {
    let demo: TestApp;
    let base: string;
    let token: string;
    let ownerToken: string;
    const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      demo = await createTestApp(kind, { publicUrl: base });
      await demo.app.listen({ port, host: '127.0.0.1' });
      token = (await login(demo.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
      ownerToken = await staffToken(demo.app, demo.database.db, 'owner');
    });
    afterAll(async () => {
      expect((await demo.app.services.ledger.checkInvariants()).ok).toBe(true);
      await demo?.close();
    });

    it('marks a withdrawal whose member was paid through the sandbox gateway', async () => {
      const app = demo.app;
      const created = (
        await app.inject({
          method: 'POST',
          url: '/wps/cashier/deposit',
          headers: auth(),
          payload: { channelCode: 'GCASH', amount: '500', requestKey: randomUUID() },
        })
      ).json().value;
      const paid = await fetch(`${created.payUrl}/complete`, {
        method: 'POST',
        body: new URLSearchParams({ outcome: 'success' }),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);

      await app.inject({
        method: 'PUT',
        url: '/console/api/cashier/withdrawalSettings',
        headers: auth(ownerToken),
        payload: { turnoverPercent: 0, receiptConfirmMinutes: 60 },
      });
      await setPaymentPassword(app, token, 'Demo1234', '135790');
      const account = await addPayoutAccount(app, token, 'Demo1234');
      const withdrawal = await sendEnc(
        app,
        'POST',
        '/wps/cashier/withdraw',
        {
          requestKey: randomUUID(),
          payoutAccountId: account.json().value.id,
          amount: '200',
          paymentPassword: '135790',
        },
        { token },
      );
      expect(withdrawal.json().value).toMatchObject({ status: 'PENDING' });

      const pending = (await app.inject({ url: '/console/api/cashier/withdrawals', headers: auth(ownerToken) })).json()
        .value.list;
      expect(pending).toEqual([
        expect.objectContaining({
          orderNo: withdrawal.json().value.orderNo,
          username: 'demo',
          sandboxCredited: '500.00',
        }),
      ]);
    });
  });
});
