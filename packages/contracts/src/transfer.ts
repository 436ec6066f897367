import { z } from 'zod';
import { pageFields, withDateRange } from './query-fields.js';
import { IsoDate } from './patterns.js';
import { Money, MoneyInput } from './money.js';

/**
 * Transfers (spec §1, §2 transferUpline / transferFund, §6, §7): member → upline, agent → a
 * downline of its team, and the member's own money between MAIN and vendor transfer wallets.
 */

/** A day that exists in the calendar (patterns.ts). */
const isoDate = IsoDate;

const Username = z
  .string()
  .trim()
  .min(1, 'validation:required')
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/);

/** POST /wps/member/transfer/upline (enc). `requestKey` is made once per filled-in form. */
export const UplineTransferRequest = z
  .object({
    amount: MoneyInput,
    paymentPassword: z.string().min(1, 'validation:required').max(64),
    requestKey: z.string().uuid(),
  })
  .strict();
export type UplineTransferRequest = z.infer<typeof UplineTransferRequest>;

/** POST /wps/agent/transfer/downline (enc): `downline` is the username of a member of the agent's team. */
export const DownlineTransferRequest = UplineTransferRequest.extend({ downline: Username }).strict();
export type DownlineTransferRequest = z.infer<typeof DownlineTransferRequest>;

export const TRANSFER_KINDS = ['UPLINE', 'DOWNLINE'] as const;
export const TransferKind = z.enum(TRANSFER_KINDS);

/** The answer of a transfer; a replay of the same request gets exactly the same one. */
export const TransferResult = z.object({
  transferNo: z.string(),
  kind: TransferKind,
  counterparty: z.string(),
  amount: Money,
  /** The sender's MAIN balance right after this transfer. */
  balanceAfter: Money,
  createdAt: z.string(),
});
export type TransferResult = z.infer<typeof TransferResult>;

/** GET /wps/member/transfer/config: what the transfer forms need. */
export const TransferConfig = z.object({
  upline: z.object({ account: z.string(), nickname: z.string().nullable() }).nullable(),
  isAgent: z.boolean(),
  available: Money,
  minAmount: Money,
  maxAmount: Money,
  hasPaymentPassword: z.boolean(),
});
export type TransferConfig = z.infer<typeof TransferConfig>;

/** GET /wps/agent/transfer/downlines: the downline picker (usernames of the team starting with `keyword`). */
export const DownlineSearchQuery = z
  .object({
    keyword: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9_]*$/)
      .default(''),
  })
  .strict();
export const DownlineEntry = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  depth: z.number().int(),
});
export type DownlineEntry = z.infer<typeof DownlineEntry>;

/** GET /wps/member/transfers: both sides' records. OUT = sent by the caller, IN = received. */
export const TransferRecordQuery = withDateRange(
  z
    .object({
      startDate: isoDate,
      endDate: isoDate,
      side: z.enum(['ALL', 'OUT', 'IN']).default('ALL'),
      ...pageFields,
    })
    .strict(),
  92,
);
export type TransferRecordQuery = z.infer<typeof TransferRecordQuery>;

export const TransferRecord = z.object({
  transferNo: z.string(),
  kind: TransferKind,
  side: z.enum(['OUT', 'IN']),
  counterparty: z.string(),
  amount: Money,
  createdAt: z.string(),
});
export type TransferRecord = z.infer<typeof TransferRecord>;
export const TransferRecordPage = z.object({
  list: z.array(TransferRecord),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TransferRecordPage = z.infer<typeof TransferRecordPage>;

/** GET /wps/relay/GCS_merchantWallet (session storage `merchantWallet`). */
export const MerchantWallet = z.object({
  /** true: seamless single wallet (games spend MAIN directly); false: vendor transfer wallets. */
  isSingle: z.boolean(),
  main: Money,
  wallets: z.array(z.object({ vendor: z.string(), displayName: z.string(), balance: Money })),
});
export type MerchantWallet = z.infer<typeof MerchantWallet>;

/** POST /wps/relay/GCS_walletTransfer. IN: MAIN → vendor wallet; OUT: vendor wallet → MAIN. */
export const WalletTransferRequest = z
  .object({
    vendor: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{1,20}$/),
    direction: z.enum(['IN', 'OUT']),
    amount: MoneyInput,
    requestKey: z.string().uuid(),
  })
  .strict();
export type WalletTransferRequest = z.infer<typeof WalletTransferRequest>;

export const WalletTransferResult = z.object({
  vendor: z.string(),
  direction: z.enum(['IN', 'OUT']),
  amount: Money,
  main: Money,
  vendorBalance: Money,
});
export type WalletTransferResult = z.infer<typeof WalletTransferResult>;

/** Which thresholds a contract kind's tiers use (spec §3 "Consolidated settings"; docs/decisions.md). */
export const CONTRACT_REQUIREMENTS = ['VALID_BET', 'VALID_BET_ACTIVE', 'VALID_BET_ACTIVE_LOSS'] as const;
export const ContractRequirement = z.enum(CONTRACT_REQUIREMENTS);
export type ContractRequirement = z.infer<typeof ContractRequirement>;

/** GET /wps/member/info/funds/consolidated (session storage `consolidated`). */
export const ConsolidatedFunds = z.object({
  /** main + every vendor wallet + locked. */
  total: Money,
  main: Money,
  locked: Money,
  vendorTotal: Money,
  wallets: z.array(z.object({ vendor: z.string(), balance: Money })),
  dailysalreqtype: ContractRequirement,
  divtypereq: ContractRequirement,
  contracthoursalreq: ContractRequirement,
  realtimesalreqtype: ContractRequirement,
});
export type ConsolidatedFunds = z.infer<typeof ConsolidatedFunds>;
