import { randomInt } from 'node:crypto';
import { marketDate } from '@fortuna/contracts';

/** The ledger wallet of a vendor's transfer wallet (ledger-fns: wallets are free-form names). */
export const vendorWallet = (vendor: string): string => `VENDOR:${vendor}`;
export const VENDOR_WALLET_PREFIX = 'VENDOR:';

/** Transfer numbers customer service can read out: T + yyyymmdd (market day) + 8 random digits. */
export function newTransferNo(now: Date, timeZone: string): string {
  const local = marketDate(now, timeZone).replace(/-/g, '');
  return `T${local}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Team paths are the chain of ids from the top ("/1/5/9/"). A member is in an agent's downline
 * when its path extends the agent's path; the agent itself is not its own downline.
 */
export function isInDownline(agent: { id: number; path: string }, target: { id: number; path: string }): boolean {
  return target.id !== agent.id && target.path.startsWith(agent.path) && target.path.length > agent.path.length;
}

/** How many levels below the agent a downline sits (1 = direct). */
export const depthBelow = (agentPath: string, targetPath: string): number =>
  targetPath.slice(agentPath.length).split('/').filter(Boolean).length;

export const withinLimits = (amount: bigint, min: bigint, max: bigint): boolean => amount >= min && amount <= max;

/** Shown in account records; made only from the request's parameters, so replays fingerprint alike. */
export const transferReference = (kind: 'UPLINE' | 'DOWNLINE', from: string, to: string): string =>
  `${kind === 'UPLINE' ? 'to upline' : 'to downline'} ${from} → ${to}`;

/** A brand without a funds_setting row: seamless single wallet, ₱1.00 – ₱50,000.00 per transfer. */
export const DEFAULT_FUNDS_SETTING = {
  singleWallet: true,
  transferVendors: [] as string[],
  transferMin: 100n,
  transferMax: 5_000_000n,
  dailySalReqType: 'VALID_BET_ACTIVE',
  divTypeReq: 'VALID_BET_ACTIVE_LOSS',
  contractHourSalReq: 'VALID_BET',
  realtimeSalReqType: 'VALID_BET_ACTIVE',
};
