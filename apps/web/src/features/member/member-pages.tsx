import { lazy, type ComponentType } from 'react';
import type { MemberPage } from '@/lib/route-rules';
import { SecurityCenter } from './security-center';

/**
 * The screen of each member-centre page that exists (spec §2 "Member centre pages"). The member
 * centre is a composition page: it is the one place that reaches into other features (wallet,
 * cashier, games), each loaded on demand. A page listed in AVAILABLE_MEMBER_PAGES must be here.
 */
export const MEMBER_PAGE_SCREENS: Partial<Record<MemberPage, ComponentType>> = {
  securityCenter: SecurityCenter,
  transferFund: lazy(() =>
    import('@/features/wallet/transfer-fund-page').then((m) => ({ default: m.TransferFundPage })),
  ),
  depositv2: lazy(() => import('@/features/wallet/deposit-page').then((m) => ({ default: m.DepositPage }))),
  withdraw: lazy(() => import('@/features/wallet/withdraw-page').then((m) => ({ default: m.WithdrawPage }))),
  transferUpline: lazy(() =>
    import('@/features/wallet/transfer-upline-page').then((m) => ({ default: m.TransferUplinePage })),
  ),
  transactionHistory: lazy(() =>
    import('@/features/wallet/account-records-page').then((m) => ({ default: m.AccountRecordsPage })),
  ),
  messageV2: lazy(() => import('@/features/wallet/messages-page').then((m) => ({ default: m.MessagesPage }))),
};
