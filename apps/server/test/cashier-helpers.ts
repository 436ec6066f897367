import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addPayoutAccount, login, sendEnc, setPaymentPassword } from './identity-helpers.js';
import { STAFF_PASSWORD } from './staff-helpers.js';
import type { TestApp } from './test-app.js';

/** A second finance member (finance2, "Checker"): the checker of a maker–checker step. */
export const addSecondFinance = (app: FastifyInstance) =>
  app.services.staff.create(
    { kind: 'cli', name: 'test', ip: null },
    {
      username: 'finance2',
      displayName: 'Checker',
      password: STAFF_PASSWORD,
      role: 'finance',
      allowList: [],
      reason: 'test',
    },
    null,
  );

/**
 * demo ready to withdraw: no hold after credential changes, signed in (from `ip` when given), a
 * withdraw password 135790, a payout account (`account`, else GCash) and 3,000.00 deposited under
 * the idempotency key `depositKey`; `withdraw` and `bankDeposit` ask for one and answer its order number.
 */
export async function readyToWithdraw(
  t: TestApp,
  depositKey: string,
  options: { ip?: string; account?: Record<string, string> } = {},
) {
  await t.database.db.execute(
    sql`UPDATE identity_setting SET credential_change_hold_hours = 0 WHERE merchant_code = 'FORTUNA'`,
  );
  const signIn = { username: 'demo', password: 'Demo1234', ...(options.ip ? { ip: options.ip } : {}) };
  const token = (await login(t.app, signIn)).json().value.token as string;
  const memberId = (
    await t.app.inject({ url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } })
  ).json().value.id as number;
  expect((await setPaymentPassword(t.app, token, 'Demo1234', '135790')).statusCode).toBe(200);
  const payoutAccountId = (await addPayoutAccount(t.app, token, 'Demo1234', options.account)).json().value.id as number;
  await t.app.services.ledger.post({
    kind: 'DEPOSIT',
    idempotencyKey: depositKey,
    postings: [
      { account: { ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' }, amount: 300_000n },
      { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -300_000n },
    ],
  });
  const withdraw = async (amount: string) => {
    const body = { requestKey: randomUUID(), payoutAccountId, amount, paymentPassword: '135790' };
    return (await sendEnc(t.app, 'POST', '/wps/cashier/withdraw', body, { token })).json().value.orderNo as string;
  };
  /** A bank-transfer deposit request (BDO), left pending for the console: its order number. */
  const bankDeposit = async (amount: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers: { authorization: `Bearer ${token}` },
        payload: { channelCode: 'BDO', amount, requestKey: randomUUID() },
      })
    ).json().value.orderNo as string;
  return { token, memberId, payoutAccountId, withdraw, bankDeposit };
}
