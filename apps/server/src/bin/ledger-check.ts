/**
 * `npm run check:ledger`: verifies the books of the configured database (DATABASE_URL or
 * DATA_DIR): all entries sum to zero, every transaction balances, every balance equals the sum
 * of its entries and the running balance of each entry, no member balance is negative.
 * Exits 1 and prints the offending ids when anything is off.
 */
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../boot.js';
import { readBrandConfig } from '../modules/system/system-service.js';
import { createLedgerService } from '../modules/wallet/ledger-service.js';

const config = loadConfig();
const { database } = await prepareDatabase({ ...config, seedDemo: false });
try {
  const { currency } = await readBrandConfig(database.db, config.merchantCode);
  const ledger = createLedgerService({ db: database.db, merchantCode: config.merchantCode, currency: currency.code });
  const result = await ledger.checkInvariants();
  console.log(JSON.stringify(result, null, 2));
  if (!result.ok) process.exitCode = 1;
} finally {
  await database.close();
}
