/**
 * The settling instance of the lottery crash test (lottery-crash.test.ts), run as its own process:
 * it settles the issue in batches of BATCH tickets and, in batch HANG_AT, after that batch's payouts
 * are posted but before its transaction commits, says `HANG` on stdout and waits until the test
 * kills it with SIGKILL.
 */
import { openDatabase } from '../src/platform/db.js';
import { createLedgerService, type LedgerService } from '../src/modules/wallet/ledger-service.js';
import { settleIssue } from '../src/modules/lottery/lottery-settlement.js';

const env = process.env;
const database = await openDatabase(
  env.LOTTERY_DATABASE_URL
    ? { databaseUrl: env.LOTTERY_DATABASE_URL, dataDir: '' }
    : { dataDir: env.LOTTERY_DATA_DIR ?? '' },
);
const real = createLedgerService({ db: database.db, merchantCode: 'FORTUNA', currency: 'PHP' });
let batches = 0;
const ledger: LedgerService = {
  ...real,
  async postMany(kind, items, tx, actor) {
    const done = await real.postMany(kind, items, tx, actor);
    if (kind === 'WIN' && ++batches === Number(env.LOTTERY_HANG_AT)) {
      console.log('HANG');
      await new Promise(() => undefined);
    }
    return done;
  },
};
await settleIssue(
  { db: database.db, ledger, clock: () => new Date() },
  Number(env.LOTTERY_ISSUE),
  Number(env.LOTTERY_BATCH),
);
// Reached only if the settlement did not hang: the test fails on it.
console.log('ENDED');
process.exit(1);
