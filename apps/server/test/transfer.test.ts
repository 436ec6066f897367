import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { login, sendEnc, setPaymentPassword } from './identity-helpers.js';

const PASSWORD = '135790';

describe.each(TEST_DATABASES)('member and agent transfers on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

  const get = async (who: string, url: string) => (await t.app.inject({ url, headers: auth(who) })).json();
  const balance = async (who: string) => (await get(who, '/wps/member/balance')).value.balance as string;
  const toUpline = (who: string, body: object) =>
    sendEnc(
      t.app,
      'POST',
      '/wps/member/transfer/upline',
      { requestKey: randomUUID(), paymentPassword: PASSWORD, ...body },
      { token: tokens[who] },
    );
  const toDownline = (who: string, body: object) =>
    sendEnc(
      t.app,
      'POST',
      '/wps/agent/transfer/downline',
      { requestKey: randomUUID(), paymentPassword: PASSWORD, ...body },
      { token: tokens[who] },
    );
  /** Tops the member's MAIN up to exactly `target` minor units (test set-up through the ledger). */
  async function fundTo(who: string, target: bigint) {
    const main = { ownerKind: 'member' as const, ownerId: ids[who] as number, wallet: 'MAIN' };
    const diff = target - (await t.app.services.ledger.balanceOf(main));
    if (diff === 0n) return;
    await t.app.services.ledger.post({
      kind: 'ADJUSTMENT',
      idempotencyKey: `transfer-test-fund:${randomUUID()}`,
      postings: [
        { account: main, amount: diff },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -diff },
      ],
    });
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {
      // Many checks in flight from one session on purpose (the work gate: load-limits.test.ts).
      workLimits: { perMember: 500, perIp: 500, total: 500 },
    });
    for (const [who, password] of [
      ['demo', 'Demo1234'],
      ['agent', 'Agent1234'],
      ['player2', 'Player1234'],
      ['weakuser', 'a123456'],
    ] as const) {
      tokens[who] = (await login(t.app, { username: who, password })).json().value.token;
      // The weak default opens a session that may only change the password: change it first.
      if (password === 'a123456')
        expect(
          (
            await sendEnc(
              t.app,
              'POST',
              '/wps/member/password',
              { oldPassword: password, newPassword: 'Weak2468x', confirmNewPassword: 'Weak2468x' },
              { token: tokens[who] },
            )
          ).statusCode,
        ).toBe(200);
      ids[who] = (await get(who, '/wps/member/info')).value.id;
    }
    for (const [who, loginPassword] of [
      ['demo', 'Demo1234'],
      ['agent', 'Agent1234'],
    ] as const) {
      const res = await setPaymentPassword(t.app, tokens[who] ?? '', loginPassword, PASSWORD);
      expect(res.statusCode).toBe(200);
    }
    await fundTo('demo', 500_000n);
    await fundTo('agent', 500_000n);
  });
  afterEach(async () => {
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows the upline, the available balance and the limits', async () => {
    expect((await get('demo', '/wps/member/transfer/config')).value).toEqual({
      upline: { account: 'agent', nickname: 'Fortuna Agent' },
      isAgent: false,
      available: '5000.00',
      minAmount: '1.00',
      maxAmount: '50000.00',
      hasPaymentPassword: true,
    });
    expect((await get('agent', '/wps/member/transfer/config')).value).toMatchObject({ upline: null, isAgent: true });
  });

  it('moves money from a member to its upline and records it for both sides', async () => {
    const res = await toUpline('demo', { amount: '150.50' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      kind: 'UPLINE',
      counterparty: 'agent',
      amount: '150.50',
      balanceAfter: '4849.50',
    });
    expect(await balance('demo')).toBe('4849.50');
    expect(await balance('agent')).toBe('5150.50');
    const sent = (await get('demo', `/wps/member/transfers?startDate=${today}&endDate=${today}&side=OUT`)).value;
    expect(sent.list).toEqual([
      expect.objectContaining({
        transferNo: res.json().value.transferNo,
        side: 'OUT',
        counterparty: 'agent',
        amount: '150.50',
      }),
    ]);
    const received = (await get('agent', `/wps/member/transfers?startDate=${today}&endDate=${today}`)).value;
    expect(received.list[0]).toMatchObject({ side: 'IN', counterparty: 'demo', kind: 'UPLINE' });
    expect((await get('agent', `/wps/member/transfers?startDate=${today}&endDate=${today}&side=OUT`)).value.total).toBe(
      0,
    );
    const records = (await get('demo', `/wps/member/transactions?startDate=${today}&endDate=${today}&type=TRANSFER`))
      .value;
    expect(records.list).toEqual([
      expect.objectContaining({
        type: 'TRANSFER',
        event: 'TRANSFER_TO_UPLINE',
        amount: '-150.50',
        reference: 'to upline demo → agent',
      }),
    ]);
  });

  it('refuses bad input, wrong or missing withdraw passwords, amounts outside the limits and overdrafts', async () => {
    const before = await balance('demo');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/transfer/upline',
      headers: auth('demo'),
      payload: { amount: '10', paymentPassword: PASSWORD, requestKey: randomUUID() },
    });
    expect(plain.statusCode).toBe(400);
    expect((await toUpline('demo', { amount: '10.123' })).json().code).toBe('VALIDATION_FAILED');
    expect((await toUpline('demo', { amount: '10', requestKey: 'not-a-uuid' })).json().code).toBe('VALIDATION_FAILED');
    expect((await toUpline('demo', { amount: '10', paymentPassword: '' })).json().code).toBe('VALIDATION_FAILED');
    expect((await toUpline('demo', { amount: '10', paymentPassword: '000000' })).json().code).toBe(
      'PAYMENT_PASSWORD_INCORRECT',
    );
    expect((await toUpline('player2', { amount: '10' })).json().code).toBe('PAYMENT_PASSWORD_REQUIRED');
    const low = await toUpline('demo', { amount: '0.99' });
    expect(low.statusCode).toBe(400);
    expect(low.json().code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await toUpline('demo', { amount: '50000.01' })).json().code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await toUpline('demo', { amount: '1.00' })).statusCode).toBe(200);
    await fundTo('demo', 2_000n);
    const overdraft = await toUpline('demo', { amount: '20.01' });
    expect(overdraft.statusCode).toBe(409);
    expect(overdraft.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance('demo')).toBe('20.00');
    await fundTo('demo', BigInt(before.replace('.', '')) - 100n);
  });

  it('lets a member send only to its own upline and an agent only into its own team', async () => {
    expect((await toUpline('agent', { amount: '10' })).json().code).toBe('NO_UPLINE');
    expect((await toUpline('weakuser', { amount: '10' })).json().code).toBe('NO_UPLINE');
    // The downline endpoint is for agents: a member can never move money to anyone else.
    const member = await toDownline('demo', { downline: 'player2', amount: '10' });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('FORBIDDEN');
    for (const downline of ['agent', 'weakuser', 'admin', 'nobody_here']) {
      const res = await toDownline('agent', { downline, amount: '10' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TRANSFER_TARGET_INVALID');
    }
    const agentBefore = await balance('agent');
    const demoBefore = await balance('demo');
    const player2Before = await balance('player2');
    const res = await toDownline('agent', { downline: 'PLAYER2', amount: '25.00' });
    expect(res.json().value).toMatchObject({ kind: 'DOWNLINE', counterparty: 'player2', amount: '25.00' });
    expect(Number(await balance('agent'))).toBeCloseTo(Number(agentBefore) - 25, 2);
    expect(Number(await balance('player2'))).toBeCloseTo(Number(player2Before) + 25, 2);
    expect(await balance('demo')).toBe(demoBefore);
    const picker = (await get('agent', '/wps/agent/transfer/downlines?keyword=')).value.map(
      (d: { account: string }) => d.account,
    );
    expect(picker.sort()).toEqual(['demo', 'player2']);
    expect((await get('agent', '/wps/agent/transfer/downlines?keyword=pla')).value).toEqual([
      { account: 'player2', nickname: 'Player Two', depth: 1 },
    ]);
    expect((await get('demo', '/wps/agent/transfer/downlines?keyword=')).code).toBe('FORBIDDEN');
  });

  it('refuses trial members', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value
      .token;
    tokens.trial = trial;
    expect((await get('trial', '/wps/member/transfer/config')).code).toBe('TRIAL_NOT_ALLOWED');
    const res = await toUpline('trial', { amount: '10' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_NOT_ALLOWED');
  });

  it('answers a replay with the first answer and refuses the same key with other details', async () => {
    const requestKey = randomUUID();
    const first = await toUpline('demo', { amount: '5.00', requestKey });
    const again = await toUpline('demo', { amount: '5.00', requestKey });
    expect(again.json().value).toEqual(first.json().value);
    expect((await toUpline('demo', { amount: '6.00', requestKey })).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await toDownline('agent', { downline: 'demo', amount: '5.00', requestKey })).statusCode).toBe(200);
  });

  it('the same request replayed 100 times at once moves the money once, with identical answers', async () => {
    await fundTo('demo', 100_000n);
    const agentBefore = await balance('agent');
    const body = { amount: '7.00', requestKey: randomUUID(), paymentPassword: PASSWORD };
    const answers = await Promise.all(Array.from({ length: 100 }, () => toUpline('demo', body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.json().value))).size).toBe(1);
    expect(await balance('demo')).toBe('993.00');
    expect(Number(await balance('agent'))).toBeCloseTo(Number(agentBefore) + 7, 2);
  });

  it('200 concurrent transfers from one wallet never overdraw it', async () => {
    await fundTo('demo', 120_000n);
    const answers = await Promise.all(Array.from({ length: 200 }, () => toUpline('demo', { amount: '10.00' })));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code));
    expect(codes.filter((c) => c === 'OK').length).toBe(120);
    expect(new Set(codes.filter((c) => c !== 'OK'))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect(await balance('demo')).toBe('0.00');
  }, 120_000);
});
