import type { Db } from '../../platform/db.js';

export type PlayDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** IANA zone of the brand's market: rounds are reported by the calendar day there. */
  timeZone: string;
  /** launchGameCDNs of the brand (system status). */
  launchHosts: () => Promise<string[]>;
  /** MAIN, or the vendor's transfer wallet when the brand runs one for it. */
  walletForVendor: (vendor: string) => Promise<string>;
  ensureDemoCredit: (memberId: number) => Promise<void>;
  recordLaunch: (memberId: number, nodeId: number) => Promise<void>;
  /** The game a launch opens, with its vendor's status (the games module). */
  launchable: (nodeId: number) => Promise<{
    vassalage: string;
    support_play: number;
    status: string;
    vendor_status: string | null;
  } | null>;
  /** The provider that serves a vendor's games (the house provider for every vendor in the demo). */
  providerFor?: (vendor: string) => string;
};

export const HOUSE_PROVIDER = 'HOUSE';
