import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/platform/errors.js';
import type { Database } from '../src/platform/db.js';
import { createLedgerService, type LedgerService, type TransferItem } from '../src/modules/wallet/ledger-service.js';
import type { AccountRef } from '../src/modules/wallet/ledger-fns.js';
import { createTestDatabase, TEST_DATABASES } from './test-app.js';

const bank = (shard: number): AccountRef => ({ ownerKind: 'house', ownerId: shard, wallet: 'LOTTERY_BANK' });
const main = (ownerId: number): AccountRef => ({ ownerKind: 'member', ownerId, wallet: 'MAIN' });
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));

/** A payout per ticket: the member's house shard pays the member. */
const payouts = (tickets: Array<[ticket: number, member: number, amount: bigint]>): TransferItem[] =>
  tickets.map(([ticket, member, amount]) => ({
    idempotencyKey: `many:pay:${ticket}`,
    reference: `ticket:${ticket}`,
    from: bank(member % 4),
    to: main(member),
    amount,
  }));

describe.each(TEST_DATABASES)('ledger_post_many on %s', (kind) => {
  let database: Database;
  let ledger: LedgerService;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedgerService({ db: database.db, merchantCode: 'FORTUNA', currency: 'PHP' });
  });
  afterAll(async () => {
    expect(await ledger.checkInvariants()).toMatchObject({ ok: true, totalOfAllEntries: '0' });
    await database?.close();
  });

  it('posts one transaction per item, several to one account, with each balance after in order', async () => {
    const items = payouts([
      [1, 901, 500n],
      [2, 902, 700n],
      [3, 901, 250n],
      [4, 905, 1_000n],
    ]);
    const done = await database.db.transaction((tx) => ledger.postMany('LOTTERY_PAYOUT', items, tx));
    expect(done).toEqual({ posted: 4, replayed: 0 });
    expect(await ledger.balanceOf(main(901))).toBe(750n);
    expect(await ledger.balanceOf(main(902))).toBe(700n);
    // 901 and 905 share shard 1.
    expect(await ledger.balanceOf(bank(1))).toBe(-1_750n);
  });

  it('replays keys posted before (nothing moves twice) and posts the new ones', async () => {
    const items = payouts([
      [1, 901, 500n],
      [5, 901, 40n],
    ]);
    const done = await database.db.transaction((tx) => ledger.postMany('LOTTERY_PAYOUT', items, tx));
    expect(done).toEqual({ posted: 1, replayed: 1 });
    expect(await ledger.balanceOf(main(901))).toBe(790n);
  });

  it('refuses a key posted before with another amount, and moves nothing of the batch', async () => {
    const items = payouts([
      [6, 906, 10n],
      [2, 902, 701n],
    ]);
    const refused = await database.db.transaction((tx) => ledger.postMany('LOTTERY_PAYOUT', items, tx)).catch(codeOf);
    expect(refused).toBe('IDEMPOTENCY_CONFLICT');
    expect(await ledger.balanceOf(main(906))).toBe(0n);
  });

  it('refuses the whole batch when a member account would go below zero', async () => {
    const items: TransferItem[] = [
      { idempotencyKey: 'many:back:1', reference: 'r', from: main(902), to: bank(2), amount: 600n },
      { idempotencyKey: 'many:back:2', reference: 'r', from: main(902), to: bank(2), amount: 200n },
    ];
    const refused = await database.db
      .transaction((tx) => ledger.postMany('LOTTERY_RETURN', items, tx))
      .catch((e: unknown) => (e instanceof AppError ? [e.code, e.details] : e));
    expect(refused).toEqual(['INSUFFICIENT_FUNDS', { wallet: 'MAIN', balance: '100' }]);
    expect(await ledger.balanceOf(main(902))).toBe(700n);
  });
});
