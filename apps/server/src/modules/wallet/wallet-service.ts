import {
  formatMinor,
  marketDayRange,
  pageOf,
  type AccountRecordPage,
  type AccountRecordQuery,
  type AccountRecordTotals,
  type BalanceSummary,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import type { LedgerService } from './ledger-service.js';
import {
  defaultRecordWallet,
  kindFilter,
  moneyIn,
  moneyOut,
  recordEventOf,
  recordSums,
  recordTypeOf,
  withdrawalStatusOf,
  type RecordSums,
} from './account-record-fns.js';
import { walletRepository as repo } from './wallet-repository.js';

/** Trial members play with this demo credit (₱10,000.00), never mixed with real money. */
export const DEMO_CREDIT_MINOR = 1_000_000n;
function formatTotals(s: RecordSums): AccountRecordTotals {
  const parts = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, formatMinor(v)])) as Record<
    keyof RecordSums,
    string
  >;
  return {
    moneyIn: formatMinor(moneyIn(s)),
    moneyOut: formatMinor(moneyOut(s)),
    net: formatMinor(moneyIn(s) - moneyOut(s)),
    ...parts,
  };
}

export type WalletDeps = {
  db: Db;
  ledger: LedgerService;
  merchantCode: string;
  currencySymbol: () => Promise<string>;
  /** Account-record dates are calendar days of the brand's market, in this IANA zone. */
  timeZone: string;
};

export function createWalletService({ db, ledger, merchantCode, currencySymbol, timeZone }: WalletDeps) {
  /** Gives a trial member its demo credit once (the idempotency key makes repeats no-ops). */
  async function ensureDemoCredit(memberId: number) {
    await ledger.post({
      kind: 'DEMO_CREDIT',
      idempotencyKey: `demo-credit:${memberId}`,
      reference: 'trial demo credit',
      actor: 'system',
      postings: [
        { account: { ownerKind: 'member', ownerId: memberId, wallet: 'DEMO' }, amount: DEMO_CREDIT_MINOR },
        { account: { ownerKind: 'system', ownerId: 0, wallet: 'DEMO_ISSUER' }, amount: -DEMO_CREDIT_MINOR },
      ],
    });
  }

  return {
    ensureDemoCredit,

    async summary(member: { id: number; role: string }): Promise<BalanceSummary> {
      const demo = member.role === 'trial';
      if (demo) await ensureDemoCredit(member.id);
      const accounts = await repo.memberAccounts(db, merchantCode, member.id);
      const of = (wallet: string) => accounts.find((a) => a.wallet === wallet)?.balance ?? 0n;
      return {
        balance: formatMinor(of(demo ? 'DEMO' : 'MAIN')),
        currencySymbol: await currencySymbol(),
        lockedBalance: formatMinor(of('LOCKED')),
        demo,
        wallets: accounts
          .filter((a) => a.wallet !== 'LOCKED')
          .sort((a, b) => a.wallet.localeCompare(b.wallet))
          .map((a) => ({ wallet: a.wallet, balance: formatMinor(a.balance) })),
      };
    },

    /**
     * The member's account record in its own terms (account-record-fns): one line per event of one
     * wallet it knows, that wallet's balances, and the range's totals of the lines the filter keeps.
     */
    async records(member: { id: number; role: string }, query: AccountRecordQuery): Promise<AccountRecordPage> {
      const wallet = query.wallet ?? defaultRecordWallet(member.role);
      const accountId = await repo.memberAccountId(db, merchantCode, member.id, wallet);
      if (accountId === undefined) return { ...pageOf([], query, 0), wallet, totals: formatTotals(recordSums([])) };
      const filter = {
        accountId,
        ...marketDayRange(query.startDate, query.endDate, timeZone),
        kinds: kindFilter(query.type),
      };
      const [rows, groups] = await Promise.all([
        repo.records(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
        repo.recordSums(db, filter),
      ]);
      const list = rows.map((r) => ({
        id: r.id,
        time: r.time.toISOString(),
        type: recordTypeOf(r.kind),
        event: recordEventOf(r.kind, r.amount),
        status: withdrawalStatusOf(r.kind, r.settledBy),
        amount: formatMinor(r.amount),
        balanceAfter: formatMinor(r.balanceAfter),
        reference: r.reference,
      }));
      const total = groups.reduce((n, g) => n + g.count, 0);
      return { ...pageOf(list, query, total), wallet, totals: formatTotals(recordSums(groups)) };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
