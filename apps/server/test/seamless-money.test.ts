import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './test-app.js';
import { useSeamlessHarness } from './seamless-helpers.js';

/**
 * The seamless wallet’s money calls: idempotency under concurrency, round rules (rollbacks, settled
 * rounds, unknown rounds), funds, sessions, and validation.
 */
describe.each(TEST_DATABASES)('seamless wallet money calls on %s', (kind) => {
  const { balance, fundTo, call, openSession, ids, setOffset } = useSeamlessHarness(kind);

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
      setOffset(13 * 3_600_000);
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
});
