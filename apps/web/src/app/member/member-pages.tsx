import { lazy, type ComponentType } from 'react';
import { loadMemberNamespaces } from '@/lib/i18n';
import type { MemberPage } from '@/lib/route-rules';
import { SecurityCenter } from '@/features/member/security-center';

/**
 * The screen of each member-centre page that exists (spec §2 "Member centre pages"). The member
 * centre is a composition page: it is the one place that reaches into other features (wallet,
 * cashier, games), each loaded on demand. A page listed in AVAILABLE_MEMBER_PAGES must be here.
 */
/** A member screen's code together with its texts (wallet, bets), so it never renders before they are there. */
const withWalletTexts = <T,>(screen: Promise<T>): Promise<T> =>
  Promise.all([screen, loadMemberNamespaces()]).then(([m]) => m);

export const MEMBER_PAGE_SCREENS: Partial<Record<MemberPage, ComponentType>> = {
  securityCenter: SecurityCenter,
  transferFund: lazy(() =>
    withWalletTexts(import('@/features/cashier/transfer-fund-page')).then((m) => ({ default: m.TransferFundPage })),
  ),
  depositv2: lazy(() =>
    withWalletTexts(import('@/features/cashier/deposit-page')).then((m) => ({ default: m.DepositPage })),
  ),
  withdraw: lazy(() =>
    withWalletTexts(import('@/features/cashier/withdraw-page')).then((m) => ({ default: m.WithdrawPage })),
  ),
  transferUpline: lazy(() =>
    withWalletTexts(import('@/features/cashier/transfer-upline-page')).then((m) => ({ default: m.TransferUplinePage })),
  ),
  transactionHistory: lazy(() =>
    withWalletTexts(import('@/features/cashier/account-records-page')).then((m) => ({ default: m.AccountRecordsPage })),
  ),
  personalHistoryCopy: lazy(() =>
    withWalletTexts(import('@/features/play/bet-records-page')).then((m) => ({ default: m.BetRecordsPage })),
  ),
  personalProfit: lazy(() =>
    withWalletTexts(import('@/features/play/profit-page')).then((m) => ({ default: m.ProfitPage })),
  ),
  messageV2: lazy(() =>
    withWalletTexts(import('@/features/cashier/messages-page')).then((m) => ({ default: m.MessagesPage })),
  ),
};
