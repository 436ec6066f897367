import {
  MEMBER_TYPE,
  formatMinor,
  pageOf,
  type MemberProfile,
  type MemberSearchPage,
  type MemberSearchQuery,
  type MemberSearchRow,
} from '@fortuna/contracts';
import { roleOfType } from '../../platform/auth.js';
import { AppError, validationError } from '../../platform/errors.js';
import type { MemberListRow, MemberStaffView } from '../identity/member/member-console.js';
import type { ConsoleMembersDeps } from './console-members-deps.js';
import { criterionOf, maskAccountNo } from './member-search-fns.js';
import { createMemberNotesRepository } from './member-notes-repository.js';

type Page = { pageNo: number; pageSize: number };
const window = (q: Page) => [q.pageSize, (q.pageNo - 1) * q.pageSize] as const;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The compact row of a member: the account status `disabled` is a staff lock. */
export const searchRow = (m: MemberListRow, main: bigint | undefined): MemberSearchRow => ({
  id: m.id,
  username: m.username,
  type: m.type,
  // Type 9 is the operator account of the tools before the console: listed as what it was, it never logs in.
  role: m.type === MEMBER_TYPE.OPERATOR ? ('operator' as const) : roleOfType(m.type),
  status: m.status === 'active' ? 'active' : 'locked',
  registeredAt: m.createdAt.toISOString(),
  lastLoginAt: iso(m.lastLoginAt),
  mainBalance: formatMinor(main ?? 0n),
});

/** The console's reads of members: search, the profile and each record of one member, newest first. */
export function createConsoleMembersReads(deps: ConsoleMembersDeps) {
  const { members, wallets, cashier, play, sessions, clock } = deps;
  const notes = createMemberNotesRepository(deps.db, deps.merchantCode);

  async function memberOf(id: number): Promise<MemberStaffView> {
    const member = await members.byId(id);
    if (!member) throw new AppError('NOT_FOUND');
    return member;
  }

  return {
    memberOf,

    async search(query: MemberSearchQuery): Promise<MemberSearchPage> {
      const dialingCode = (await deps.identitySettings()).defaultCountryDialingCode;
      const resolved = criterionOf(query.q, query.kind, dialingCode);
      if ('errors' in resolved) throw validationError(resolved.errors);
      const [limit, offset] = window(query);
      const found = await members.search(resolved.criterion, { by: query.sort, order: query.order }, limit, offset);
      const balances = await wallets.mainBalances(found.rows.map((r) => r.id));
      const list = found.rows.map((r) => searchRow(r, balances.get(r.id)));
      return { ...pageOf(list, query, found.total), totalCapped: found.capped, kind: resolved.kind };
    },

    async profile(id: number): Promise<MemberProfile> {
      const m = await memberOf(id);
      const [upline, walletRows, payout] = await Promise.all([
        members.upline(m.path, m.id),
        wallets.wallets(m.id),
        cashier.payoutAccounts(m.id),
      ]);
      const now = clock();
      return {
        ...searchRow(m, undefined),
        nickname: m.nickname,
        realName: m.payeeName,
        passwordResetRequired: m.passwordResetRequired,
        loginLockedUntil: m.lockedUntil && m.lockedUntil > now ? m.lockedUntil.toISOString() : null,
        demo: m.demo,
        invitationCode: m.affiliateCode,
        profile: m.profile,
        registerIp: m.registerIp,
        registerUrl: m.registerUrl,
        registerMethod: m.registerMethod,
        firstLoginAt: iso(m.firstLoginAt),
        passwordChangedAt: m.passwordChangedAt.toISOString(),
        bindings: {
          mobile: m.mobileNum ? `+${m.countryDialingCode ?? ''} ${m.mobileNum}` : null,
          email: m.email || null,
          authenticator: m.hasTotp,
          withdrawPassword: m.hasPaymentPassword,
          payoutAccounts: payout.map((p) => ({
            ...p,
            accountNo: maskAccountNo(p.accountNo),
            createdAt: p.createdAt.toISOString(),
          })),
        },
        wallets: walletRows.map((w) => ({ wallet: w.wallet, balance: formatMinor(w.balance) })),
        upline,
      };
    },

    async ledger(id: number, query: Page & { wallet: string }) {
      await memberOf(id);
      const { list, total } = await wallets.entries(id, query.wallet, ...window(query));
      const view = list.map((e) => ({
        ...e,
        at: e.at.toISOString(),
        amount: formatMinor(e.amount),
        balanceAfter: formatMinor(e.balanceAfter),
      }));
      return pageOf(view, query, total);
    },

    async deposits(id: number, query: Page) {
      await memberOf(id);
      const { list, total } = await cashier.deposits(id, ...window(query));
      const view = list.map((d) => ({
        ...d,
        amount: formatMinor(d.amount),
        fee: formatMinor(d.fee),
        creditAmount: formatMinor(d.creditAmount),
        createdAt: d.createdAt.toISOString(),
        updatedAt: d.updatedAt.toISOString(),
      }));
      return pageOf(view, query, total);
    },

    async withdrawals(id: number, query: Page) {
      await memberOf(id);
      const { list, total } = await cashier.withdrawals(id, ...window(query));
      const view = list.map(({ providerName, accountNo, ...w }) => ({
        ...w,
        amount: formatMinor(w.amount),
        payoutAccount: `${providerName} ${maskAccountNo(accountNo)}`.trim(),
        createdAt: w.createdAt.toISOString(),
        paidAt: iso(w.paidAt),
      }));
      return pageOf(view, query, total);
    },

    async rounds(id: number, query: Page) {
      await memberOf(id);
      const { list, total } = await play.rounds(id, ...window(query));
      const view = list.map((r) => ({
        ...r,
        betAmount: formatMinor(r.betAmount),
        validBet: formatMinor(r.validBet),
        payout: formatMinor(r.payout),
        startedAt: r.startedAt.toISOString(),
        settledAt: iso(r.settledAt),
      }));
      return pageOf(view, query, total);
    },

    async logins(id: number, query: Page) {
      await memberOf(id);
      const { list, total } = await sessions.logins(id, clock(), ...window(query));
      return pageOf(
        list.map((l) => ({ ...l, at: l.at.toISOString() })),
        query,
        total,
      );
    },

    async notes(id: number, query: Page) {
      await memberOf(id);
      const { list, total } = await notes.page(id, ...window(query));
      const view = list.map((n) => ({
        id: n.id,
        text: n.text,
        staff: n.staffUsername,
        createdAt: n.createdAt.toISOString(),
      }));
      return pageOf(view, query, total);
    },
  };
}
export type ConsoleMembersReads = ReturnType<typeof createConsoleMembersReads>;
