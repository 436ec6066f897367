import type { Audit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { LedgerService } from './ledger-service.js';

/** What a service that moves a member's money needs: the brand, its calendar, the ledger and the audit log. */
export type MoneyServiceDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** IANA zone of the brand's market: order numbers and record dates use its calendar days. */
  timeZone: string;
  ledger: LedgerService;
  audit: Audit;
};
