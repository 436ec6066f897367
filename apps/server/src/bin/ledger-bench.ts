/**
 * Ledger throughput probe for `bench/ledger-transfers.mjs` (not part of the product):
 *   node apps/server/dist/ledger-bench.js <postgres-url> <seconds> <clients>
 * Migrates the (scratch) database, funds ACCOUNTS member wallets, then lets CLIENTS concurrent
 * posters move 0.01 between random pairs through the real ledger service (idempotency claim, row
 * locks in id order, balance check, entries, balances) for SECONDS. Prints one JSON line.
 */
import { openDatabase } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { createLedgerService } from '../modules/wallet/ledger-service.js';
import type { AccountRef } from '../modules/wallet/ledger-fns.js';

const [url, secondsArg = '10', clientsArg = '32'] = process.argv.slice(2);
if (!url) throw new Error('usage: ledger-bench <postgres-url> [seconds] [clients]');
const seconds = Number(secondsArg);
const clients = Number(clientsArg);
const ACCOUNTS = 1_000;

const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: clients });
try {
  await migrate(database);
  const ledger = createLedgerService({ db: database.db, merchantCode: 'BENCH', currency: 'PHP' });
  const wallet = (id: number): AccountRef => ({ ownerKind: 'member', ownerId: id, wallet: 'MAIN' });
  for (let id = 1; id <= ACCOUNTS; id += 1) {
    await ledger.post({
      kind: 'DEPOSIT',
      idempotencyKey: `bench-fund-${id}`,
      postings: [
        { account: wallet(id), amount: 1_000_000n },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'PAYMENT_CLEARING' }, amount: -1_000_000n },
      ],
    });
  }
  let done = 0;
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async (n: number) => {
    let i = 0;
    while (performance.now() < until) {
      const from = 1 + Math.floor(Math.random() * ACCOUNTS);
      const to = 1 + ((from + Math.floor(Math.random() * (ACCOUNTS - 1))) % ACCOUNTS);
      i += 1;
      try {
        await ledger.post({
          kind: 'TRANSFER',
          idempotencyKey: `bench-${n}-${i}`,
          postings: [
            { account: wallet(from), amount: -1n },
            { account: wallet(to), amount: 1n },
          ],
        });
        done += 1;
      } catch {
        failed += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, n) => worker(n)));
  const elapsed = (performance.now() - started) / 1000;
  const invariants = await ledger.checkInvariants();
  console.log(
    JSON.stringify({ transfers: done, failed, seconds: elapsed, tps: done / elapsed, clients, ok: invariants.ok }),
  );
} finally {
  await database.close();
}
