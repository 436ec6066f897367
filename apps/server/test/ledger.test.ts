import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AppError } from '../src/platform/errors.js';
import { queryRows, type Database } from '../src/platform/db.js';
import { createLedgerService, type LedgerService } from '../src/modules/wallet/ledger-service.js';
import type { AccountRef } from '../src/modules/wallet/ledger-fns.js';
import { createTestDatabase, TEST_DATABASES } from './test-app.js';

const clearing: AccountRef = { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' };
const main = (ownerId: number): AccountRef => ({ ownerKind: 'member', ownerId, wallet: 'MAIN' });
const locked = (ownerId: number): AccountRef => ({ ownerKind: 'member', ownerId, wallet: 'LOCKED' });

const codeOf = (e: unknown) => (e instanceof AppError ? e.code : String(e));

describe.each(TEST_DATABASES)('ledger on %s', (kind) => {
  let database: Database;
  let ledger: LedgerService;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ledger = createLedgerService({ db: database.db, merchantCode: 'FORTUNA', currency: 'PHP' });
  });
  afterAll(async () => {
    const books = await ledger.checkInvariants();
    expect(books).toMatchObject({ ok: true, totalOfAllEntries: '0' });
    await database?.close();
  });

  const deposit = (member: number, amount: bigint, key: string) =>
    ledger.post({
      kind: 'DEPOSIT',
      idempotencyKey: key,
      postings: [
        { account: main(member), amount },
        { account: clearing, amount: -amount },
      ],
    });

  it('moves money between accounts and records the balance after each entry', async () => {
    const posted = await deposit(1, 10_000n, 'dep-1');
    expect(posted.replayed).toBe(false);
    expect(posted.entries.find((e) => e.wallet === 'MAIN')?.balanceAfter).toBe(10_000n);
    expect(await ledger.balanceOf(main(1))).toBe(10_000n);
    expect(await ledger.balanceOf(clearing)).toBe(-10_000n);
  });

  it('50 concurrent first postings to accounts that do not exist yet create each account once', async () => {
    // Every copy finds the accounts missing, creates them (ON CONFLICT DO NOTHING) and locks again.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        ledger.post({
          kind: 'DEPOSIT',
          idempotencyKey: `first-${i}`,
          postings: [
            { account: main(900), amount: 100n },
            { account: { ownerKind: 'system', ownerId: 900, wallet: 'PAYMENT_CLEARING' }, amount: -100n },
          ],
        }),
      ),
    );
    expect(results.every((r) => !r.replayed)).toBe(true);
    expect(await ledger.balanceOf(main(900))).toBe(5_000n);
    const accounts = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM ledger_account WHERE owner_id = 900`,
    );
    expect(accounts[0]?.n).toBe(2);
    const after = results.flatMap((r) => r.entries.filter((e) => e.wallet === 'MAIN').map((e) => e.balanceAfter));
    expect(after.sort((a, b) => Number(a - b))).toEqual(Array.from({ length: 50 }, (_, i) => BigInt((i + 1) * 100)));
  });

  it('200 concurrent withdrawal locks on one wallet never overdraw it', async () => {
    await deposit(2, 10_000n, 'dep-2'); // 100.00
    const attempts = Array.from({ length: 200 }, (_, i) =>
      ledger.post({
        kind: 'WITHDRAW_LOCK',
        idempotencyKey: `wd-2-${i}`,
        postings: [
          { account: main(2), amount: -100n },
          { account: locked(2), amount: 100n },
        ],
      }),
    );
    const results = await Promise.allSettled(attempts);
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected').map((r) => codeOf(r.reason));
    expect(ok).toBe(100);
    expect(refused).toHaveLength(100);
    expect(new Set(refused)).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect(await ledger.balanceOf(main(2))).toBe(0n);
    expect(await ledger.balanceOf(locked(2))).toBe(10_000n);
    expect((await ledger.checkInvariants()).ok).toBe(true);
  });

  it('200 concurrent transfers between two members keep both balances non-negative and the total unchanged', async () => {
    await deposit(3, 5_000n, 'dep-3');
    await deposit(4, 5_000n, 'dep-4');
    const transfers = Array.from({ length: 200 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [3, 4] : [4, 3];
      const amount = BigInt(((i * 37) % 900) + 100);
      return ledger.post({
        kind: 'TRANSFER',
        idempotencyKey: `tr-${i}`,
        postings: [
          { account: main(from), amount: -amount },
          { account: main(to), amount },
        ],
      });
    });
    await Promise.allSettled(transfers);
    const a = await ledger.balanceOf(main(3));
    const b = await ledger.balanceOf(main(4));
    expect(a >= 0n && b >= 0n).toBe(true);
    expect(a + b).toBe(10_000n);
  });

  it('a request replayed 100 times at once posts once and answers every copy with the first result', async () => {
    const copies = await Promise.all(Array.from({ length: 100 }, () => deposit(5, 2_500n, 'callback-abc')));
    expect(new Set(copies.map((c) => c.transactionId)).size).toBe(1);
    expect(copies.filter((c) => !c.replayed)).toHaveLength(1);
    expect(await ledger.balanceOf(main(5))).toBe(2_500n);
  });

  it('refuses the same idempotency key with different parameters', async () => {
    await expect(deposit(5, 9_999n, 'callback-abc')).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await ledger.balanceOf(main(5))).toBe(2_500n);
  });

  it('reverses with a new transaction, once', async () => {
    const original = await deposit(6, 700n, 'dep-6');
    const reversal = await ledger.reverse(original.transactionId, 'rev-6', 'test');
    expect(reversal.kind).toBe('DEPOSIT_REVERSAL');
    expect(await ledger.balanceOf(main(6))).toBe(0n);
    expect((await ledger.reverse(original.transactionId, 'rev-6', 'test')).replayed).toBe(true);
    await expect(ledger.reverse(original.transactionId, 'rev-6-again', 'test')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('refuses a reversal that would overdraw the member', async () => {
    const original = await deposit(7, 1_000n, 'dep-7');
    await ledger.post({
      kind: 'WITHDRAW_LOCK',
      idempotencyKey: 'wd-7',
      postings: [
        { account: main(7), amount: -600n },
        { account: locked(7), amount: 600n },
      ],
    });
    await expect(ledger.reverse(original.transactionId, 'rev-7', 'test')).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await ledger.balanceOf(main(7))).toBe(400n);
  });

  it('the database itself refuses edits, deletions and unbalanced transactions', async () => {
    await expect(database.db.execute(sql`UPDATE ledger_entry SET amount = amount + 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM ledger_transaction`)).rejects.toThrow();
    await expect(
      database.db.transaction(async (tx) => {
        const [t] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO ledger_transaction (merchant_code, kind, idempotency_key, request_hash) VALUES ('FORTUNA', 'HACK', 'hack-1', 'x') RETURNING id`,
        );
        await tx.execute(
          sql`INSERT INTO ledger_entry (transaction_id, account_id, amount, balance_after) SELECT ${t?.id}, id, 1, 1 FROM ledger_account LIMIT 2`,
        );
      }),
    ).rejects.toThrow();
    expect((await ledger.checkInvariants()).ok).toBe(true);
  });

  describe('ledger_transfer, the two-leg posting the seamless wallet uses', () => {
    type Transferred = { transaction_id: string; replayed: boolean; from_balance: string; to_balance: string };
    /** One member's MAIN wallet pays another's (or the game bank pays a member) through the SQL function. */
    const transfer = async (
      key: string,
      from: AccountRef,
      to: AccountRef,
      amount: bigint,
      hash = `hash:${key}`,
    ): Promise<Transferred> => {
      const rows = await queryRows<Transferred>(
        database.db,
        sql`SELECT transaction_id::text, replayed, from_balance::text, to_balance::text
            FROM ledger_transfer('FORTUNA', 'PHP', 'TRANSFER', ${key}, ${hash}, 'test', 'test',
                                 ${from.ownerKind}, ${from.ownerId}, ${from.wallet}, ${from.ownerKind !== 'member'},
                                 ${to.ownerKind}, ${to.ownerId}, ${to.wallet}, ${to.ownerKind !== 'member'}, ${amount})`,
      );
      return rows[0]!;
    };
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => 'applied',
        (e: unknown) => {
          for (let c: unknown = e; c instanceof Error; c = c.cause) {
            const m = /ledger:[A-Z_]+/.exec(c.message) ?? /ledger transfer [a-z ]+/.exec(c.message);
            if (m) return m[0];
          }
          return String(e);
        },
      );
    const entriesOf = (transactionId: string) =>
      queryRows<{ account_id: string; amount: string; balance_after: string }>(
        database.db,
        sql`SELECT account_id::text, amount::text, balance_after::text FROM ledger_entry
            WHERE transaction_id = ${transactionId} ORDER BY id`,
      );
    const bank: AccountRef = { ownerKind: 'house', ownerId: 7, wallet: 'GAME_BANK:TEST' };

    it('creates missing accounts on the first transfer, then moves money the same way on the fast path', async () => {
      await deposit(40, 1_000n, 'dep-40');
      // The bank account does not exist yet: the first transfer goes through ledger_post, which creates it.
      const first = await transfer('lt-first', main(40), bank, 300n);
      expect(first).toMatchObject({ replayed: false, from_balance: '700', to_balance: '300' });
      const second = await transfer('lt-second', main(40), bank, 200n);
      expect(second).toMatchObject({ replayed: false, from_balance: '500', to_balance: '500' });
      const back = await transfer('lt-back', bank, main(40), 450n);
      expect(back).toMatchObject({ replayed: false, from_balance: '50', to_balance: '950' });
      // Both paths write the payer's entry first, each with the balance after it.
      for (const [t, payer, payee] of [
        [first, '-300', '300'],
        [second, '-200', '200'],
        [back, '-450', '450'],
      ] as const) {
        const entries = await entriesOf(t.transaction_id);
        expect(entries.map((e) => e.amount)).toEqual([payer, payee]);
        expect(entries.map((e) => e.balance_after)).toEqual([t.from_balance, t.to_balance]);
      }
      expect(await ledger.balanceOf(main(40))).toBe(950n);
      expect(await ledger.balanceOf(bank)).toBe(50n);
    });

    it('50 concurrent first transfers into accounts that do not exist yet create each account once', async () => {
      const bank50: AccountRef = { ownerKind: 'house', ownerId: 50, wallet: 'GAME_BANK:TEST' };
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => transfer(`lt-50-${i}`, bank50, main(50), 10n)),
      );
      expect(results.every((r) => !r.replayed)).toBe(true);
      expect(results.map((r) => Number(r.to_balance)).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => (i + 1) * 10),
      );
      const accounts = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM ledger_account WHERE owner_id = 50`,
      );
      expect(accounts[0]?.n).toBe(2);
      expect(await ledger.balanceOf(main(50))).toBe(500n);
      expect(await ledger.balanceOf(bank50)).toBe(-500n);
    });

    it('answers a replay with the first result and refuses the same key with other fields', async () => {
      await deposit(41, 1_000n, 'dep-41');
      await transfer('lt-41-warm', main(41), bank, 1n);
      const first = await transfer('lt-41', main(41), bank, 100n);
      const again = await transfer('lt-41', main(41), bank, 100n);
      expect(again).toEqual({ ...first, replayed: true });
      expect(await failure(transfer('lt-41', main(41), bank, 100n, 'another hash'))).toBe(
        'ledger:IDEMPOTENCY_CONFLICT',
      );
      expect(await ledger.balanceOf(main(41))).toBe(899n);
    });

    it('refuses an overdraft, a zero amount and a transfer to the same account, changing nothing', async () => {
      await deposit(42, 500n, 'dep-42');
      await transfer('lt-42-warm', main(42), bank, 100n);
      expect(await failure(transfer('lt-42-over', main(42), bank, 401n))).toBe('ledger:INSUFFICIENT_FUNDS');
      expect(await failure(transfer('lt-42-zero', main(42), bank, 0n))).toBe('ledger transfer of ');
      expect(await failure(transfer('lt-42-self', main(42), main(42), 1n))).toBe(
        'ledger transfer from an account to itself ',
      );
      expect(await ledger.balanceOf(main(42))).toBe(400n);
      const keys = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM ledger_transaction WHERE idempotency_key LIKE 'lt-42-%' AND idempotency_key <> 'lt-42-warm'`,
      );
      expect(keys[0]?.n).toBe(0);
      // The game bank may go below zero; a member may not.
      expect(await transfer('lt-42-bank', bank, main(42), 10_000n)).toMatchObject({ to_balance: '10400' });
    });

    it('200 concurrent transfers both ways between two members never deadlock, overdraw or lose a cent', async () => {
      await deposit(43, 3_000n, 'dep-43');
      await deposit(44, 3_000n, 'dep-44');
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const [from, to] = i % 2 === 0 ? [43, 44] : [44, 43];
          return failure(transfer(`lt-both-${i}`, main(from), main(to), BigInt(((i * 53) % 1_400) + 100)));
        }),
      );
      // Every transfer either applied or was refused for funds: none met a deadlock.
      expect(new Set(outcomes.filter((o) => o !== 'applied'))).toEqual(
        new Set(outcomes.some((o) => o !== 'applied') ? ['ledger:INSUFFICIENT_FUNDS'] : []),
      );
      expect(outcomes.filter((o) => o === 'applied').length).toBeGreaterThan(100);
      const a = await ledger.balanceOf(main(43));
      const b = await ledger.balanceOf(main(44));
      expect(a >= 0n && b >= 0n).toBe(true);
      expect(a + b).toBe(6_000n);
      expect((await ledger.checkInvariants()).ok).toBe(true);
    });
  });
});
