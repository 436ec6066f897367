import {
  formatMinor,
  marketDayRange,
  pageOf,
  type AccountRecordPage,
  type AccountRecordQuery,
  type BalanceSummary,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import type { LedgerService } from './ledger-service.js';
import { walletRepository as repo } from './wallet-repository.js';

/** Trial members play with this demo credit (₱10,000.00), never mixed with real money. */
export const DEMO_CREDIT_MINOR = 1_000_000n;
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

    async records(memberId: number, query: AccountRecordQuery): Promise<AccountRecordPage> {
      const filter = {
        merchantCode,
        memberId,
        ...marketDayRange(query.startDate, query.endDate, timeZone),
        type: query.type,
        wallet: query.wallet,
      };
      const [rows, totals] = await Promise.all([
        repo.records(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
        repo.recordTotals(db, filter),
      ]);
      const list = rows.map((r) => ({
        id: r.id,
        transactionId: r.transactionId,
        time: r.time.toISOString(),
        type: r.type,
        wallet: r.wallet,
        amount: formatMinor(r.amount),
        balanceAfter: formatMinor(r.balanceAfter),
        reference: r.reference,
      }));
      return {
        ...pageOf(list, query, totals.count),
        totals: {
          credit: formatMinor(totals.credit),
          debit: formatMinor(-totals.debit),
          net: formatMinor(totals.credit + totals.debit),
        },
      };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
