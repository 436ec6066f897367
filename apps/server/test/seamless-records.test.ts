import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES } from './test-app.js';
import { login } from './identity-helpers.js';
import { houseSecret, seamlessCall, useSeamlessHarness } from './seamless-helpers.js';

/** The betting records and the profit and loss that the rounds played through the seamless wallet feed. */
describe.each(TEST_DATABASES)('seamless wallet records on %s', (kind) => {
  const { clock, auth, nodeId } = useSeamlessHarness(kind);

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
        const url = (
          await fresh.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId()}`, headers: auth(tk) })
        ).json().value.url as string;
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
