import {
  formatMinor,
  toMinor,
  type ConsolidatedFunds,
  type ContractRequirement,
  type GameVendorData,
  type MerchantWallet,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { AccountRef } from '../wallet/ledger-fns.js';
import type { LedgerService } from '../wallet/ledger-service.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { DEFAULT_FUNDS_SETTING, VENDOR_WALLET_PREFIX, vendorWallet } from './transfer-fns.js';
import { transferRepository as repo } from './transfer-repository.js';

export type FundsDeps = {
  db: Db;
  merchantCode: string;
  ledger: LedgerService;
  wallet: WalletService;
  audit: Audit;
  /** The game catalogue's vendor cards (games service), the source of vendor codes and names. */
  vendorData: () => Promise<GameVendorData>;
};

const main = (memberId: number): AccountRef => ({ ownerKind: 'member', ownerId: memberId, wallet: 'MAIN' });
const vendorAccount = (memberId: number, vendor: string): AccountRef => ({
  ownerKind: 'member',
  ownerId: memberId,
  wallet: vendorWallet(vendor),
});

const settings = async ({ db, merchantCode }: FundsDeps) =>
  (await repo.settings(db, merchantCode)) ?? DEFAULT_FUNDS_SETTING;

/** Transfer-wallet vendors that are in the catalogue, with their display names, in setting order. */
async function transferVendors(deps: FundsDeps): Promise<{ vendor: string; displayName: string }[]> {
  const s = await settings(deps);
  if (s.singleWallet) return [];
  const names = new Map<string, string>();
  for (const category of (await deps.vendorData()).categories)
    for (const card of category.vendors) if (!names.has(card.vassalage)) names.set(card.vassalage, card.displayName);
  return s.transferVendors.filter((v) => names.has(v)).map((v) => ({ vendor: v, displayName: names.get(v) ?? v }));
}

async function balances({ wallet }: FundsDeps, memberId: number) {
  const summary = await wallet.summary({ id: memberId, role: 'member' });
  const vendorBalances = summary.wallets
    .filter((w) => w.wallet.startsWith(VENDOR_WALLET_PREFIX))
    .map((w) => ({ vendor: w.wallet.slice(VENDOR_WALLET_PREFIX.length), balance: w.balance }));
  return { main: summary.balance, locked: summary.lockedBalance, vendorBalances };
}

async function merchantWallet(deps: FundsDeps, memberId: number): Promise<MerchantWallet> {
  const s = await settings(deps);
  const [vendors, b] = await Promise.all([transferVendors(deps), balances(deps, memberId)]);
  const held = new Map(b.vendorBalances.map((v) => [v.vendor, v.balance]));
  const listed = vendors.map((v) => ({ ...v, balance: held.get(v.vendor) ?? '0.00' }));
  // A wallet that still holds money stays visible (so it can be moved home) even if no longer offered.
  const stranded = b.vendorBalances
    .filter((v) => !vendors.some((x) => x.vendor === v.vendor) && toMinor(v.balance) > 0n)
    .map((v) => ({ vendor: v.vendor, displayName: v.vendor, balance: v.balance }));
  return { isSingle: s.singleWallet, main: b.main, wallets: [...listed, ...stranded] };
}

async function walletTransfer(
  deps: FundsDeps,
  memberId: number,
  body: WalletTransferRequest,
  ip: string,
): Promise<WalletTransferResult> {
  const { ledger, audit } = deps;
  const amount = toMinor(body.amount);
  if (amount <= 0n) throw new AppError('AMOUNT_OUT_OF_RANGE', undefined, { minAmount: '0.01' });
  const offered = (await transferVendors(deps)).some((v) => v.vendor === body.vendor);
  if (!offered) {
    const homeward = body.direction === 'OUT' && (await ledger.balanceOf(vendorAccount(memberId, body.vendor))) > 0n;
    if (!homeward) throw new AppError('VENDOR_WALLET_UNAVAILABLE', undefined, { vendor: body.vendor });
  }
  const sign = body.direction === 'IN' ? 1n : -1n;
  const posted = await ledger.post({
    kind: 'WALLET_TRANSFER',
    idempotencyKey: `wallet-transfer:${memberId}:${body.requestKey}`,
    reference: `${body.direction === 'IN' ? 'MAIN → ' : ''}${body.vendor}${body.direction === 'OUT' ? ' → MAIN' : ''}`,
    actor: `member:${memberId}`,
    postings: [
      { account: main(memberId), amount: -sign * amount },
      { account: vendorAccount(memberId, body.vendor), amount: sign * amount },
    ],
  });
  if (!posted.replayed)
    await audit('wallet.transfer', memberId, ip, {
      vendor: body.vendor,
      direction: body.direction,
      amount: body.amount,
    });
  const after = (name: string) => posted.entries.find((e) => e.wallet === name)?.balanceAfter ?? 0n;
  return {
    vendor: body.vendor,
    direction: body.direction,
    amount: formatMinor(amount),
    main: formatMinor(after('MAIN')),
    vendorBalance: formatMinor(after(vendorWallet(body.vendor))),
  };
}

async function consolidated(deps: FundsDeps, memberId: number): Promise<ConsolidatedFunds> {
  const [s, b] = await Promise.all([settings(deps), balances(deps, memberId)]);
  const vendorTotal = b.vendorBalances.reduce((sum, v) => sum + toMinor(v.balance), 0n);
  return {
    total: formatMinor(toMinor(b.main) + toMinor(b.locked) + vendorTotal),
    main: b.main,
    locked: b.locked,
    vendorTotal: formatMinor(vendorTotal),
    wallets: b.vendorBalances,
    dailysalreqtype: s.dailySalReqType as ContractRequirement,
    divtypereq: s.divTypeReq as ContractRequirement,
    contracthoursalreq: s.contractHourSalReq as ContractRequirement,
    realtimesalreqtype: s.realtimeSalReqType as ContractRequirement,
  };
}

/**
 * The member's money across wallets: the brand's wallet mode (GCS_merchantWallet), moving money
 * between MAIN and a vendor's transfer wallet (GCS_walletTransfer), and the consolidated total.
 * Moving money home (OUT) is allowed whenever the vendor wallet holds some, even after the
 * brand dropped the vendor or switched to the single wallet, so money never gets stranded.
 */
export function createFundsService(deps: FundsDeps) {
  return {
    /** The wallet a game of `vendor` plays from: its transfer wallet when the brand runs one for it, else MAIN. */
    async walletForVendor(vendor: string): Promise<string> {
      const s = await settings(deps);
      return !s.singleWallet && s.transferVendors.includes(vendor) ? vendorWallet(vendor) : 'MAIN';
    },
    merchantWallet: (memberId: number) => merchantWallet(deps, memberId),
    walletTransfer: (memberId: number, body: WalletTransferRequest, ip: string) =>
      walletTransfer(deps, memberId, body, ip),
    consolidated: (memberId: number) => consolidated(deps, memberId),
  };
}
export type FundsService = ReturnType<typeof createFundsService>;
