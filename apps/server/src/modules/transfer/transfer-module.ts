import type { Db } from '../../platform/db.js';
import { createAudit } from '../../platform/audit.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import type { AttemptLimits } from '../identity/attempts/attempts-service.js';
import type { GamesService } from '../games/games-service.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { createFundsService, type FundsService } from './funds-service.js';
import { createTransferService, type TransferService } from './transfer-service.js';

export { transferRoutes } from './transfer-routes.js';

/** The services of issue 4 (transfers and wallets), added to app.services by app.ts. */
export type TransferServices = { transfers: TransferService; funds: FundsService };

export function createTransferServices(deps: {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  timeZone: string;
  ledger: LedgerService;
  wallet: WalletService;
  realtime: RealtimeHub;
  attempts: Pick<AttemptLimits, 'attempt'>;
  games: Pick<GamesService, 'vendorData'>;
  arrears?: (memberId: number) => Promise<boolean>;
}): TransferServices {
  const audit = createAudit(deps.db, deps.merchantCode, deps.clock);
  return {
    transfers: createTransferService({ ...deps, audit }),
    funds: createFundsService({ ...deps, audit, vendorData: () => deps.games.vendorData() }),
  };
}
