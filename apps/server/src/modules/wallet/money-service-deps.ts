import type { DbServiceBasics } from '../../platform/service-basics.js';
import type { LedgerService } from './ledger-service.js';

/** What a service that moves a member's money needs: the brand, its calendar and the ledger. */
export type MoneyServiceDeps = DbServiceBasics & {
  merchantCode: string;
  /** IANA zone of the brand's market: order numbers and record dates use its calendar days. */
  timeZone: string;
  ledger: LedgerService;
};
