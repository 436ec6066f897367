import type { Db } from '../../platform/db.js';
import { createLedgerService, type LedgerService } from './ledger-service.js';
import { createWalletService, type WalletService } from './wallet-service.js';

export { walletRoutes } from './wallet-routes.js';

/** The ledger (the only writer of money) and the member's wallets, added to app.services. */
export type WalletServices = { ledger: LedgerService; wallet: WalletService };

export function createWalletServices(deps: {
  db: Db;
  merchantCode: string;
  /** The brand's currency code: every account of the ledger is kept in it. */
  currency: string;
  currencySymbol: () => Promise<string>;
  /** The brand's zone: account records are kept by its calendar days. */
  timeZone: string;
}): WalletServices {
  const ledger = createLedgerService(deps);
  return { ledger, wallet: createWalletService({ ...deps, ledger }) };
}
