import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { login } from './identity-helpers.js';

describe.each(TEST_DATABASES)('vendor transfer wallets and consolidated funds on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });
  const get = async (url: string, tk = token) => (await t.app.inject({ url, headers: auth(tk) })).json();
  const move = (body: object, tk = token) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: auth(tk),
      payload: { requestKey: randomUUID(), ...body },
    });
  const wallets = async () => (await get('/wps/relay/GCS_merchantWallet')).value;
  const main = () => ({ ownerKind: 'member' as const, ownerId: memberId, wallet: 'MAIN' });
  async function fundTo(target: bigint) {
    const diff = target - (await t.app.services.ledger.balanceOf(main()));
    if (diff === 0n) return;
    await t.app.services.ledger.post({
      kind: 'ADJUSTMENT',
      idempotencyKey: `wallet-test-fund:${randomUUID()}`,
      postings: [
        { account: main(), amount: diff },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -diff },
      ],
    });
  }
  const setSingle = async (single: boolean) => {
    await t.database.db.execute(sql`UPDATE funds_setting SET single_wallet = ${single}`);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    memberId = (await get('/wps/member/info')).value.id;
    await fundTo(100_000n);
  });
  afterEach(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the brand’s transfer wallets from the game catalogue', async () => {
    expect(await wallets()).toEqual({
      isSingle: false,
      main: '1000.00',
      wallets: [
        { vendor: 'EVO', displayName: 'Evolution', balance: '0.00' },
        { vendor: 'SA', displayName: 'SA Gaming', balance: '0.00' },
        { vendor: 'SABA', displayName: 'SABA Sports', balance: '0.00' },
      ],
    });
  });

  it('moves money into a vendor wallet and back; the header balance and account records follow', async () => {
    /** Moves EVO money; the answer repeats the move and gives the balances after it (returned). */
    const moveEvo = async (direction: 'IN' | 'OUT', amount: string) => {
      const { main, vendorBalance, ...echo } = (await move({ vendor: 'EVO', direction, amount })).json().value;
      expect(echo).toEqual({ vendor: 'EVO', direction, amount });
      return { main, vendorBalance };
    };
    expect(await moveEvo('IN', '300.00')).toEqual({ main: '700.00', vendorBalance: '300.00' });
    expect((await get('/wps/member/balance')).value.balance).toBe('700.00');
    expect(await moveEvo('OUT', '100.25')).toEqual({ main: '800.25', vendorBalance: '199.75' });
    expect((await wallets()).wallets[0]).toEqual({ vendor: 'EVO', displayName: 'Evolution', balance: '199.75' });
    // The member's record of each wallet: the main wallet by default, the vendor's on request.
    const range = `startDate=${today}&endDate=${today}&type=TRANSFER`;
    const lines = (page: { list: { event: string; amount: string }[] }) =>
      page.list.map((r) => `${r.event} ${r.amount}`);
    expect(lines((await get(`/wps/member/transactions?${range}`)).value)).toEqual([
      'FROM_GAME_WALLET 100.25',
      'TO_GAME_WALLET -300.00',
    ]);
    const evo = (await get(`/wps/member/transactions?${range}&wallet=VENDOR:EVO`)).value;
    expect(evo.wallet).toBe('VENDOR:EVO');
    expect(lines(evo)).toEqual(['TO_GAME_WALLET -100.25', 'FROM_GAME_WALLET 300.00']);
  });

  it('refuses unknown vendors, vendors without a transfer wallet, bad amounts and overdrafts', async () => {
    for (const vendor of ['PG', 'NOPE']) {
      const res = await move({ vendor, direction: 'IN', amount: '10' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VENDOR_WALLET_UNAVAILABLE');
    }
    expect((await move({ vendor: 'PG', direction: 'OUT', amount: '10' })).json().code).toBe(
      'VENDOR_WALLET_UNAVAILABLE',
    );
    expect((await move({ vendor: 'evo', direction: 'IN', amount: '10' })).json().code).toBe('VALIDATION_FAILED');
    expect((await move({ vendor: 'EVO', direction: 'SIDEWAYS', amount: '10' })).json().code).toBe('VALIDATION_FAILED');
    expect((await move({ vendor: 'EVO', direction: 'IN', amount: '-5' })).json().code).toBe('VALIDATION_FAILED');
    expect((await move({ vendor: 'EVO', direction: 'IN', amount: '0' })).json().code).toBe('AMOUNT_OUT_OF_RANGE');
    const overIn = await move({ vendor: 'SA', direction: 'IN', amount: '800.26' });
    expect(overIn.statusCode).toBe(409);
    expect(overIn.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await move({ vendor: 'EVO', direction: 'OUT', amount: '199.76' })).json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await wallets()).main).toBe('800.25');
  });

  it('answers a replay with the first answer; 100 concurrent replays move the money once', async () => {
    const requestKey = randomUUID();
    const first = await move({ vendor: 'SA', direction: 'IN', amount: '50.00', requestKey });
    expect((await move({ vendor: 'SA', direction: 'IN', amount: '50.00', requestKey })).json().value).toEqual(
      first.json().value,
    );
    expect((await move({ vendor: 'SA', direction: 'IN', amount: '51.00', requestKey })).json().code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect((await move({ vendor: 'SA', direction: 'OUT', amount: '50.00', requestKey })).json().code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    const body = { vendor: 'SABA', direction: 'IN', amount: '20.00', requestKey: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 100 }, () => move(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.json().value))).size).toBe(1);
    expect((await wallets()).wallets.find((w: { vendor: string }) => w.vendor === 'SABA').balance).toBe('20.00');
    expect((await wallets()).main).toBe('730.25');
  });

  it('200 concurrent transfers from one wallet never overdraw it', async () => {
    await fundTo(150_000n);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => move({ vendor: i % 2 ? 'EVO' : 'SA', direction: 'IN', amount: '10.00' })),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code));
    expect(codes.filter((c) => c === 'OK').length).toBe(150);
    expect(new Set(codes.filter((c) => c !== 'OK'))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect((await wallets()).main).toBe('0.00');
  }, 60_000);

  it('totals main, vendor wallets and locked funds in the consolidated answer', async () => {
    const value = (await get('/wps/member/info/funds/consolidated')).value;
    const w = await wallets();
    const vendorTotal = w.wallets.reduce((s: number, x: { balance: string }) => s + Number(x.balance), 0);
    expect(value).toMatchObject({
      main: w.main,
      locked: '0.00',
      vendorTotal: vendorTotal.toFixed(2),
      total: (Number(w.main) + vendorTotal).toFixed(2),
      dailysalreqtype: 'VALID_BET_ACTIVE',
      divtypereq: 'VALID_BET_ACTIVE_LOSS',
      contracthoursalreq: 'VALID_BET',
      realtimesalreqtype: 'VALID_BET_ACTIVE',
    });
    expect(value.wallets).toEqual(expect.arrayContaining([{ vendor: 'EVO', balance: w.wallets[0].balance }]));
  });

  it('refuses the consolidated call to trial members and when AGENTPOLICY3 is off', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value
      .token;
    expect((await get('/wps/member/info/funds/consolidated', trial)).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await get('/wps/relay/GCS_merchantWallet', trial)).code).toBe('TRIAL_NOT_ALLOWED');
    expect((await move({ vendor: 'EVO', direction: 'IN', amount: '1' }, trial)).json().code).toBe('TRIAL_NOT_ALLOWED');
    await t.database.db.execute(sql`UPDATE whitelabel_flag SET enabled = false WHERE flag = 'AGENTPOLICY3'`);
    t.app.services.system.invalidate();
    const off = await t.app.inject({ url: '/wps/member/info/funds/consolidated', headers: auth() });
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('FEATURE_DISABLED');
    await t.database.db.execute(sql`UPDATE whitelabel_flag SET enabled = true WHERE flag = 'AGENTPOLICY3'`);
    t.app.services.system.invalidate();
    expect((await get('/wps/member/info/funds/consolidated')).success).toBe(true);
  });

  it('with the single wallet refuses moves in but still lets held money come home', async () => {
    await setSingle(true);
    try {
      const w = await wallets();
      expect(w.isSingle).toBe(true);
      // Only wallets still holding money are listed, so the member can move it back.
      expect(w.wallets.map((x: { vendor: string }) => x.vendor).sort()).toEqual(['EVO', 'SA', 'SABA']);
      expect((await move({ vendor: 'EVO', direction: 'IN', amount: '1' })).json().code).toBe(
        'VENDOR_WALLET_UNAVAILABLE',
      );
      const evo = w.wallets.find((x: { vendor: string }) => x.vendor === 'EVO').balance as string;
      expect((await move({ vendor: 'EVO', direction: 'OUT', amount: evo })).json().value.vendorBalance).toBe('0.00');
      expect((await wallets()).wallets.map((x: { vendor: string }) => x.vendor)).not.toContain('EVO');
      expect((await move({ vendor: 'EVO', direction: 'OUT', amount: '1' })).json().code).toBe(
        'VENDOR_WALLET_UNAVAILABLE',
      );
    } finally {
      await setSingle(false);
    }
  });
});
