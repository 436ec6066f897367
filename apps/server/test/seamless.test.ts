import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seamlessHeaders, signSeamless } from '../src/modules/play/seamless-signature.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { login } from './identity-helpers.js';
import { firstHouseSlot, houseSecret, seamlessCall } from './seamless-helpers.js';

/**
 * The seamless-wallet API as a provider uses it, through signed HTTP on the real database:
 * signatures, idempotency under concurrency, round rules, funds, sessions, and the records the
 * rounds feed.
 */
describe.each(TEST_DATABASES)('seamless wallet API on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  let secret: string;
  let nodeId: number;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });
  const main = () => ({ ownerKind: 'member' as const, ownerId: memberId, wallet: 'MAIN' });
  const balance = () => t.app.services.ledger.balanceOf(main());

  async function fundTo(target: bigint) {
    const diff = target - (await balance());
    if (diff === 0n) return;
    await t.app.services.ledger.post({
      kind: 'ADJUSTMENT',
      idempotencyKey: `seamless-test-fund:${randomUUID()}`,
      postings: [
        { account: main(), amount: diff },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -diff },
      ],
    });
  }

  /** A provider's signed call. */
  const call = (path: string, body: object, opts: { provider?: string; key?: string; now?: number } = {}) =>
    seamlessCall(t.app, path, body, { ...opts, key: opts.key ?? secret, now: opts.now ?? clock().getTime() });

  async function launch(query = `nodeId=${nodeId}`, tk: string | null = token) {
    const res = await t.app.inject({ url: `/wps/game/launchGame?${query}`, headers: tk ? auth(tk) : {} });
    return res;
  }
  async function openSession(): Promise<string> {
    const url = (await launch()).json().value.url as string;
    const launchToken = new URL(url, 'http://x').searchParams.get('token') as string;
    const res = await call('/seamless/v1/authenticate', { launchToken });
    expect(res.statusCode).toBe(200);
    return res.json().value.sessionId;
  }
  const ids = () => ({ transactionId: `tx-${randomUUID()}`, roundId: `r-${randomUUID()}` });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, clock);
    token = (await login(t.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
    memberId = (await t.app.inject({ url: '/wps/member/info', headers: auth() })).json().value.id;
    secret = await houseSecret(t.database.db);
    nodeId = await firstHouseSlot(t.database.db);
  });
  afterEach(async () => {
    offsetMs = 0;
    expect((await t.app.services.ledger.checkInvariants()).ok).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('launch', () => {
    it('answers a launch URL on a configured host with a single-use token, and records the game as recent', async () => {
      const res = await launch();
      expect(res.statusCode).toBe(200);
      const value = res.json().value;
      expect(value.mode).toBe('REAL');
      expect(value.url).toMatch(/^\/house\/play\/\?token=[A-Za-z0-9_-]{32}&lang=en$/);
      const recent = (
        await t.app.inject({ url: '/wps/relay/GCS_recentGame?page=1&pageSize=12', headers: auth() })
      ).json().value;
      expect(recent.list[0].nodeId).toBe(nodeId);

      const launchToken = new URL(value.url, 'http://x').searchParams.get('token') as string;
      const first = await call('/seamless/v1/authenticate', { launchToken });
      expect(first.statusCode).toBe(200);
      expect(first.json().value).toMatchObject({ mode: 'REAL', currency: 'PHP', vassalage: 'PG', gameType: 'RNG' });
      const again = await call('/seamless/v1/authenticate', { launchToken });
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('LAUNCH_TOKEN_INVALID');
    });

    it('refuses an expired launch token', async () => {
      const url = (await launch()).json().value.url as string;
      offsetMs = 121_000;
      const res = await call('/seamless/v1/authenticate', {
        launchToken: new URL(url, 'http://x').searchParams.get('token'),
      });
      expect(res.json().code).toBe('LAUNCH_TOKEN_INVALID');
    });

    it('needs a login for real play, offers free trial only where the game supports it, and honours maintenance', async () => {
      expect((await launch(`nodeId=${nodeId}`, null)).json().code).toBe('NOT_LOGGED_IN');
      expect((await launch('nodeId=999999999')).json().code).toBe('NOT_FOUND');
      expect((await launch('nodeId=abc')).json().code).toBe('VALIDATION_FAILED');
      expect((await launch(`nodeId=${nodeId}&lang=xx`)).json().code).toBe('VALIDATION_FAILED');

      await t.database.db.execute(sql`UPDATE game SET support_play = 1 WHERE node_id = ${nodeId}`);
      expect((await launch(`nodeId=${nodeId}&trial=1`, null)).json().code).toBe('FEATURE_DISABLED');
      await t.database.db.execute(sql`UPDATE game SET support_play = 0 WHERE node_id = ${nodeId}`);
      const trial = await launch(`nodeId=${nodeId}&trial=1`, null);
      expect(trial.json().value.mode).toBe('FUN');
      const fun = await call('/seamless/v1/authenticate', {
        launchToken: new URL(trial.json().value.url, 'http://x').searchParams.get('token'),
      });
      expect(fun.json().value).toMatchObject({ mode: 'FUN', playerId: 'guest' });

      await t.database.db.execute(sql`UPDATE game SET status = 'MAINTENANCE' WHERE node_id = ${nodeId}`);
      const down = await launch();
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('GAME_MAINTENANCE');
      await t.database.db.execute(sql`UPDATE game SET status = 'ACTIVE' WHERE node_id = ${nodeId}`);
    });
  });

  describe('signatures', () => {
    it('refuses unsigned, forged, tampered, stale and replayed calls, changing nothing', async () => {
      await fundTo(10_000n);
      const sessionId = await openSession();
      const body = JSON.stringify({ sessionId, amount: '1.00', ...ids() });
      const path = '/seamless/v1/debit';
      const send = (headers: Record<string, string>, payload = body) =>
        t.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/json', ...headers },
          payload,
        });
      const good = seamlessHeaders('HOUSE', secret, 'POST', path, body, clock().getTime());

      const cases: Array<[string, Record<string, string>, string?]> = [
        ['no headers', {}],
        ['unknown provider', { ...good, 'x-provider': 'NOPE' }],
        ['wrong key', seamlessHeaders('HOUSE', 'f'.repeat(64), 'POST', path, body, clock().getTime())],
        ['tampered body', good, body.replace('1.00', '9.00')],
        ['other path', seamlessHeaders('HOUSE', secret, 'POST', '/seamless/v1/credit', body, clock().getTime())],
        ['stale timestamp', seamlessHeaders('HOUSE', secret, 'POST', path, body, clock().getTime() - 61_000)],
        ['future timestamp', seamlessHeaders('HOUSE', secret, 'POST', path, body, clock().getTime() + 61_000)],
        ['bad signature text', { ...good, 'x-signature': 'zz' }],
      ];
      for (const [name, headers, payload] of cases) {
        const res = await send(headers, payload);
        expect(res.statusCode, name).toBe(401);
        expect(res.json().code, name).toBe('SIGNATURE_INVALID');
      }
      expect(await balance()).toBe(10_000n);

      expect((await send(good)).statusCode).toBe(200);
      const replayed = await send(good);
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().value.reason).toBe('replayed-nonce');
      expect(await balance()).toBe(9_900n);
    });

    it('spends the nonce of a refused bet too, so it cannot be sent again after a deposit', async () => {
      await fundTo(100n);
      const sessionId = await openSession();
      const path = '/seamless/v1/debit';
      const body = JSON.stringify({ sessionId, amount: '5.00', ...ids() });
      const headers = {
        'content-type': 'application/json',
        ...seamlessHeaders('HOUSE', secret, 'POST', path, body, clock().getTime()),
      };
      const first = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
      expect(first.json().code).toBe('INSUFFICIENT_FUNDS');
      await fundTo(10_000n);
      const replayed = await t.app.inject({ method: 'POST', url: path, headers, payload: body });
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().value.reason).toBe('replayed-nonce');
      expect(await balance()).toBe(10_000n);
    });

    it('signs exactly method, path, timestamp, nonce and body hash', () => {
      const a = signSeamless('k', 'POST', '/p', '1', 'n'.repeat(16), '{}');
      expect(a).toMatch(/^[0-9a-f]{64}$/);
      expect(signSeamless('k', 'POST', '/p', '2', 'n'.repeat(16), '{}')).not.toBe(a);
      expect(signSeamless('k', 'POST', '/p', '1', 'm'.repeat(16), '{}')).not.toBe(a);
      expect(signSeamless('k', 'POST', '/p', '1', 'n'.repeat(16), '{ }')).not.toBe(a);
      expect(signSeamless('k', 'GET', '/p', '1', 'n'.repeat(16), '{}')).not.toBe(a);
    });
  });

  describe('money calls', () => {
    it('50 concurrent copies of a debit have one ledger effect and 50 identical answers', async () => {
      await fundTo(100_000n);
      const sessionId = await openSession();
      const body = { sessionId, amount: '12.34', ...ids() };
      const answers = await Promise.all(Array.from({ length: 50 }, () => call('/seamless/v1/debit', body)));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers[0]!.json().value.balance).toBe('987.66');
      expect(await balance()).toBe(98_766n);

      const credit = { sessionId, transactionId: `win-${randomUUID()}`, roundId: body.roundId, amount: '20.00' };
      const wins = await Promise.all(Array.from({ length: 50 }, () => call('/seamless/v1/credit', credit)));
      expect(new Set(wins.map((a) => a.body)).size).toBe(1);
      expect(wins[0]!.json().value.balance).toBe('1007.66');
      expect(await balance()).toBe(100_766n);
    });

    it('40 rounds of one player played at once (bets and wins crossing on one game bank) all apply, none deadlocks', async () => {
      await fundTo(100_000n);
      const sessionId = await openSession();
      const rounds = Array.from({ length: 40 }, (_, i) => ({ ...ids(), win: i % 3 === 0 ? 250n : 0n }));
      const answers = await Promise.all(
        rounds.map(async (r) => {
          const bet = await call('/seamless/v1/debit', {
            sessionId,
            transactionId: r.transactionId,
            roundId: r.roundId,
            amount: '1.00',
          });
          const win = await call('/seamless/v1/credit', {
            sessionId,
            transactionId: `${r.transactionId}:win`,
            roundId: r.roundId,
            amount: (Number(r.win) / 100).toFixed(2),
          });
          return [bet.statusCode, win.statusCode];
        }),
      );
      expect(answers.flat().every((s) => s === 200)).toBe(true);
      const won = rounds.reduce((sum, r) => sum + r.win, 0n);
      expect(await balance()).toBe(100_000n - 40n * 100n + won);
    });

    it('applies one of concurrent calls sharing a transaction id with different amounts and refuses the rest', async () => {
      await fundTo(100_000n);
      const sessionId = await openSession();
      const { transactionId, roundId } = ids();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call('/seamless/v1/debit', { sessionId, transactionId, roundId, amount: `${(i % 4) + 1}.00` }),
        ),
      );
      const applied = answers.filter((a) => a.statusCode === 200);
      const amounts = new Set(applied.map((a) => a.json().value.balance));
      expect(amounts.size).toBe(1);
      expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.json().code === 'TRANSACTION_DUPLICATE')).toBe(
        true,
      );
      const taken = 100_000n - (await balance());
      expect([100n, 200n, 300n, 400n]).toContain(taken);
      // A lost round settled by 20 concurrent copies of its zero win: one settlement, 20 identical answers.
      const zero = { sessionId, transactionId: `w-${randomUUID()}`, roundId, amount: '0.00' };
      const settled = await Promise.all(Array.from({ length: 20 }, () => call('/seamless/v1/credit', zero)));
      expect(new Set(settled.map((a) => a.body)).size).toBe(1);
      expect(settled[0]!.statusCode).toBe(200);
    });

    it('refuses the same transaction id with a different amount or round, and as another kind', async () => {
      await fundTo(100_000n);
      const sessionId = await openSession();
      const body = { sessionId, amount: '5.00', ...ids() };
      expect((await call('/seamless/v1/debit', body)).statusCode).toBe(200);
      const other = await call('/seamless/v1/debit', { ...body, amount: '6.00' });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('TRANSACTION_DUPLICATE');
      expect((await call('/seamless/v1/debit', { ...body, roundId: 'r-other' })).json().code).toBe(
        'TRANSACTION_DUPLICATE',
      );
      expect((await call('/seamless/v1/credit', { ...body })).json().code).toBe('TRANSACTION_DUPLICATE');
      expect(await balance()).toBe(99_500n);
    });

    it('answers insufficient funds with the current balance and moves nothing', async () => {
      await fundTo(300n);
      const sessionId = await openSession();
      const res = await call('/seamless/v1/debit', { sessionId, amount: '3.01', ...ids() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '3.00', currency: 'PHP' } });
      expect(await balance()).toBe(300n);
      // The whole balance can be bet.
      expect((await call('/seamless/v1/debit', { sessionId, amount: '3.00', ...ids() })).json().value.balance).toBe(
        '0.00',
      );
    });

    it('rolls a bet back once: a replay answers the same, another rollback id is refused', async () => {
      await fundTo(10_000n);
      const sessionId = await openSession();
      const bet = { sessionId, amount: '40.00', ...ids() };
      await call('/seamless/v1/debit', bet);
      expect(await balance()).toBe(6_000n);
      const rb = {
        sessionId,
        transactionId: `rb-${randomUUID()}`,
        refTransactionId: bet.transactionId,
        roundId: bet.roundId,
      };
      const answers = await Promise.all(Array.from({ length: 50 }, () => call('/seamless/v1/rollback', rb)));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers[0]!.json().value.balance).toBe('100.00');
      expect(await balance()).toBe(10_000n);
      const second = await call('/seamless/v1/rollback', { ...rb, transactionId: `rb-${randomUUID()}` });
      expect(second.json().code).toBe('TRANSACTION_ROLLED_BACK');
      // The rolled-back round takes no win and no further bet.
      expect(
        (
          await call('/seamless/v1/credit', {
            sessionId,
            transactionId: `w-${randomUUID()}`,
            roundId: bet.roundId,
            amount: '1.00',
          })
        ).json().code,
      ).toBe('TRANSACTION_ROLLED_BACK');
      expect(
        (
          await call('/seamless/v1/debit', {
            sessionId,
            transactionId: `b-${randomUUID()}`,
            roundId: bet.roundId,
            amount: '1.00',
          })
        ).json().code,
      ).toBe('ROUND_CLOSED');
      expect(await balance()).toBe(10_000n);
    });

    it('refuses a rollback after the round was settled', async () => {
      await fundTo(10_000n);
      const sessionId = await openSession();
      const bet = { sessionId, amount: '10.00', ...ids() };
      await call('/seamless/v1/debit', bet);
      await call('/seamless/v1/credit', {
        sessionId,
        transactionId: `w-${randomUUID()}`,
        roundId: bet.roundId,
        amount: '25.00',
      });
      const rb = await call('/seamless/v1/rollback', {
        sessionId,
        transactionId: `rb-${randomUUID()}`,
        refTransactionId: bet.transactionId,
        roundId: bet.roundId,
      });
      expect(rb.statusCode).toBe(409);
      expect(rb.json().code).toBe('ROUND_SETTLED');
      expect(await balance()).toBe(11_500n);
    });

    it('records a rollback of a bet never seen, so the late bet is refused', async () => {
      await fundTo(10_000n);
      const sessionId = await openSession();
      const bet = { sessionId, amount: '10.00', ...ids() };
      const rb = await call('/seamless/v1/rollback', {
        sessionId,
        transactionId: `rb-${randomUUID()}`,
        refTransactionId: bet.transactionId,
        roundId: bet.roundId,
      });
      expect(rb.statusCode).toBe(200);
      expect(rb.json().value).toMatchObject({ balance: '100.00', walletTransactionId: null });
      const late = await call('/seamless/v1/debit', bet);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('TRANSACTION_ROLLED_BACK');
      expect(await balance()).toBe(10_000n);
    });

    it('refuses a win for an unknown round, and settles a lost round with a zero credit', async () => {
      await fundTo(10_000n);
      const sessionId = await openSession();
      expect(
        (
          await call('/seamless/v1/credit', {
            sessionId,
            transactionId: `w-${randomUUID()}`,
            roundId: 'r-none',
            amount: '1.00',
          })
        ).json().code,
      ).toBe('BET_NOT_FOUND');
      const bet = { sessionId, amount: '10.00', ...ids() };
      await call('/seamless/v1/debit', bet);
      const lost = await call('/seamless/v1/credit', {
        sessionId,
        transactionId: `w-${randomUUID()}`,
        roundId: bet.roundId,
        amount: '0',
      });
      expect(lost.json().value).toMatchObject({ balance: '90.00', walletTransactionId: null });
    });

    it('takes no bet on an expired session but still pays its wins', async () => {
      await fundTo(10_000n);
      const sessionId = await openSession();
      const bet = { sessionId, amount: '10.00', ...ids() };
      await call('/seamless/v1/debit', bet);
      offsetMs = 13 * 3_600_000;
      const late = await call('/seamless/v1/debit', { sessionId, amount: '10.00', ...ids() });
      expect(late.json().code).toBe('SESSION_EXPIRED');
      const win = await call('/seamless/v1/credit', {
        sessionId,
        transactionId: `w-${randomUUID()}`,
        roundId: bet.roundId,
        amount: '30.00',
      });
      expect(win.statusCode).toBe(200);
      expect(await balance()).toBe(12_000n);
      expect((await call('/seamless/v1/balance', { sessionId })).json().value).toEqual({
        balance: '120.00',
        currency: 'PHP',
      });
    });

    it('validates every field', async () => {
      const sessionId = await openSession();
      for (const body of [
        { sessionId, amount: '-1.00', ...ids() },
        { sessionId, amount: '1.001', ...ids() },
        { sessionId, amount: '0', ...ids() },
        { sessionId, amount: '1.00', transactionId: 'has space', roundId: 'r' },
        { sessionId: 'short', amount: '1.00', ...ids() },
        { sessionId, amount: '1.00', ...ids(), extra: 1 },
      ]) {
        const res = await call('/seamless/v1/debit', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('betting records and profit and loss', () => {
    it('lists the rounds with totals and sums settled rounds per day and category', async () => {
      const fresh = await createTestApp(kind, {}, clock);
      try {
        const tk = (await login(fresh.app, { username: 'demo', password: 'Demo1234' })).json().value.token;
        const s = fresh.app.services;
        const id = (await fresh.app.inject({ url: '/wps/member/info', headers: auth(tk) })).json().value.id as number;
        await s.ledger.post({
          kind: 'ADJUSTMENT',
          idempotencyKey: `fund-${randomUUID()}`,
          postings: [
            { account: { ownerKind: 'member', ownerId: id, wallet: 'MAIN' }, amount: 100_000n },
            { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -100_000n },
          ],
        });
        const key = await houseSecret(fresh.database.db);
        const signed = (path: string, body: object) => seamlessCall(fresh.app, path, body, { key });
        const url = (await fresh.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}`, headers: auth(tk) })).json()
          .value.url as string;
        const sessionId = (
          await signed('/seamless/v1/authenticate', { launchToken: new URL(url, 'http://x').searchParams.get('token') })
        ).json().value.sessionId;
        // Round 1 wins 30 on 10, round 2 loses 20, round 3 is rolled back.
        await signed('/seamless/v1/debit', { sessionId, transactionId: 'a1', roundId: 'R1', amount: '10.00' });
        await signed('/seamless/v1/credit', { sessionId, transactionId: 'a2', roundId: 'R1', amount: '30.00' });
        await signed('/seamless/v1/debit', { sessionId, transactionId: 'b1', roundId: 'R2', amount: '20.00' });
        await signed('/seamless/v1/credit', { sessionId, transactionId: 'b2', roundId: 'R2', amount: '0.00' });
        await signed('/seamless/v1/debit', { sessionId, transactionId: 'c1', roundId: 'R3', amount: '5.00' });
        await signed('/seamless/v1/rollback', {
          sessionId,
          transactionId: 'c2',
          refTransactionId: 'c1',
          roundId: 'R3',
        });

        const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
        const bets = (
          await fresh.app.inject({ url: `/wps/member/bets?startDate=${today}&endDate=${today}`, headers: auth(tk) })
        ).json().value;
        expect(bets.total).toBe(3);
        expect(
          bets.list.map((r: { roundId: string; status: string; profit: string }) => [r.roundId, r.status, r.profit]),
        ).toEqual([
          ['R3', 'ROLLED_BACK', '0.00'],
          ['R2', 'SETTLED', '-20.00'],
          ['R1', 'SETTLED', '20.00'],
        ]);
        expect(bets.list[2]).toMatchObject({
          vassalage: 'PG',
          gameType: 'RNG',
          betAmount: '10.00',
          validBet: '10.00',
          payout: '30.00',
          demo: false,
        });
        expect(bets.totals).toEqual({
          rounds: 3,
          betAmount: '30.00',
          validBet: '30.00',
          payout: '30.00',
          profit: '0.00',
        });

        const paged = (
          await fresh.app.inject({
            url: `/wps/member/bets?startDate=${today}&endDate=${today}&pageSize=2&pageNo=2`,
            headers: auth(tk),
          })
        ).json().value;
        expect(paged).toMatchObject({ total: 3, totalPages: 2, pageNo: 2 });
        expect(paged.list.map((r: { roundId: string }) => r.roundId)).toEqual(['R1']);
        const none = (
          await fresh.app.inject({
            url: `/wps/member/bets?startDate=${today}&endDate=${today}&gameType=LIVE`,
            headers: auth(tk),
          })
        ).json().value;
        expect(none.total).toBe(0);
        const byVendor = (
          await fresh.app.inject({
            url: `/wps/member/bets?startDate=${today}&endDate=${today}&vassalage=PG`,
            headers: auth(tk),
          })
        ).json().value;
        expect(byVendor.total).toBe(3);

        const profit = (
          await fresh.app.inject({ url: `/wps/member/profit?startDate=${today}&endDate=${today}`, headers: auth(tk) })
        ).json().value;
        expect(profit.rows).toEqual([
          {
            date: today,
            gameType: 'RNG',
            rounds: 2,
            betAmount: '30.00',
            validBet: '30.00',
            payout: '30.00',
            profit: '0.00',
          },
        ]);
        expect(profit.byDay).toHaveLength(1);
        expect(profit.totals.rounds).toBe(2);

        for (const q of [
          'startDate=2026-01-02&endDate=2026-01-01',
          'startDate=2026-01-01&endDate=2026-06-01',
          'startDate=x&endDate=y',
          '',
        ]) {
          expect((await fresh.app.inject({ url: `/wps/member/bets?${q}`, headers: auth(tk) })).statusCode, q).toBe(400);
        }
        expect(
          (await fresh.app.inject({ url: `/wps/member/bets?startDate=${today}&endDate=${today}` })).statusCode,
        ).toBe(401);
        // Another member sees none of these rounds.
        const other = (await login(fresh.app, { username: 'agent', password: 'Agent1234' })).json().value.token;
        if (other) {
          const theirs = (
            await fresh.app.inject({
              url: `/wps/member/bets?startDate=${today}&endDate=${today}`,
              headers: auth(other),
            })
          ).json().value;
          expect(theirs.total).toBe(0);
        }
        expect((await s.ledger.checkInvariants()).ok).toBe(true);
      } finally {
        await fresh.close();
      }
    });
  });
});
