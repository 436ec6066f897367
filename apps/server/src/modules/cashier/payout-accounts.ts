import type { AddPayoutAccountRequest, FreshProof, PayoutAccount } from '@fortuna/contracts';
import type { Audit } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { CredentialGuard } from '../identity/member/credential-guard.js';
import { AppError } from '../../platform/errors.js';
import { createMemberDirectory, isRealNameSet } from '../identity/member/member-directory.js';
import { mask } from './withdrawal-fns.js';
import type { PayoutAccountRow, WithdrawalRepository } from './withdrawal-repository.js';

const MAX_PAYOUT_ACCOUNTS = 5;

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const payoutAccountView = (a: PayoutAccountRow): PayoutAccount => ({
  id: a.id,
  kind: a.kind,
  providerName: a.providerName,
  accountName: a.accountName,
  accountNo: mask(a.accountNo),
});

/** What the cashier uses of identity's credential guard. */
export type CashierCredentials = Pick<CredentialGuard, 'proveMember' | 'changed' | 'withdrawalsHeldUntil'>;

export type PayoutAccountsDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  audit: Audit;
  repo: WithdrawalRepository;
  credentials: CashierCredentials;
};

/** The member's payout accounts: at most five live ones, each held in the member's real name. */
export function createPayoutAccounts(deps: PayoutAccountsDeps) {
  const { db, merchantCode, clock, audit, repo, credentials } = deps;
  return {
    async payoutAccounts(memberId: number): Promise<PayoutAccount[]> {
      return (await repo.liveAccounts(memberId)).map(payoutAccountView);
    },

    async addPayoutAccount(
      memberId: number,
      body: AddPayoutAccountRequest & { accountNo: string },
      ip: string,
    ): Promise<PayoutAccount> {
      // A new account is where a thief would send the money: the login password (and authenticator) first.
      const before = await credentials.proveMember(memberId, body, ip);
      let first = false;
      // Under the member's row lock: concurrent adds are checked one after another, so the
      // limit and the holder's name hold (issue 17, finding 6), and only one can be the first.
      const created = await db.transaction(async (tx) => {
        const row = await createMemberDirectory(tx).lockById(memberId, tx);
        if (!row) throw new AppError('NOT_LOGGED_IN');
        // The holder must be the member: the real name, set here by the first account when still empty.
        if (row.payeeName && normaliseName(row.payeeName) !== normaliseName(body.accountName))
          throw new AppError('PAYOUT_NAME_MISMATCH');
        if ((await repo.liveAccounts(memberId, tx)).length >= MAX_PAYOUT_ACCOUNTS)
          throw new AppError('PAYOUT_ACCOUNT_LIMIT');
        first = !(await repo.everBoundAccount(memberId, tx));
        if (!isRealNameSet(row.payeeName))
          await createMemberDirectory(tx).setRealNameOnce(memberId, body.accountName.trim(), tx);
        return repo.insertAccount(
          {
            merchantCode,
            memberId,
            kind: body.kind,
            providerName: body.providerName,
            accountName: body.accountName.trim(),
            accountNo: body.accountNo,
          },
          tx,
        );
      });
      if (!created) throw new AppError('CONFLICT', 'This account is already bound');
      await audit('payoutAccount.add', memberId, ip, { kind: body.kind, accountNo: mask(body.accountNo) });
      await credentials.changed(before, 'payoutAccount', first, ip);
      return payoutAccountView(created);
    },

    /**
     * A removal changes where money may go (it can leave only an account a thief added): the same
     * fresh proof as an add, the old channels told, and withdrawals held (docs/decisions.md).
     */
    async removePayoutAccount(memberId: number, id: number, proof: FreshProof, ip: string): Promise<void> {
      const before = await credentials.proveMember(memberId, proof, ip);
      if (!(await repo.removeAccount(memberId, id, clock()))) throw new AppError('NOT_FOUND');
      await audit('payoutAccount.remove', memberId, ip, { id });
      await credentials.changed(before, 'payoutAccount', false, ip);
    },
  };
}
