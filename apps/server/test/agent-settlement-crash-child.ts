/**
 * The settling instance of the agent settlement crash test (agent-settlement-crash.test.ts), run as
 * its own process: it settles SETTLE_KIND and, in the HANG_AT-th period that has bills — after
 * that period's bills are written and paid but before its transaction commits — says `HANG` on
 * stdout and waits until the test kills it with SIGKILL.
 */
import { openDatabase } from '../src/platform/db.js';
import type { BillKind } from '../src/modules/agent-settlement/settlement-fns.js';
import { settleDue } from '../src/modules/agent-settlement/settlement-service.js';
import { NOW, settlementDeps } from './agent-settlement-fixture.js';

const env = process.env;
const database = await openDatabase(
  env.SETTLE_DATABASE_URL
    ? { databaseUrl: env.SETTLE_DATABASE_URL, dataDir: '' }
    : { dataDir: env.SETTLE_DATA_DIR ?? '' },
);
let periods = 0;
await settleDue(settlementDeps(database.db), env.SETTLE_KIND as BillKind, NOW, {
  audit: async () => {
    if (++periods === Number(env.HANG_AT)) {
      console.log('HANG');
      await new Promise(() => undefined);
    }
  },
});
// Reached only if the settlement did not hang: the test fails on it.
console.log('ENDED');
process.exit(1);
