import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { DisputedWithdrawal, PendingDepositItem, PendingWithdrawalItem } from '@fortuna/contracts';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { Review } from './review-dialog';
import { RiskBadges } from './risk-hints';

export type QueueRow = { review: Review; cells: ReactNode[] };

/** A pending bank-transfer deposit: its channel, when, and whether the slip is there. */
export const depositRow = (t: TFunction, d: PendingDepositItem): QueueRow => ({
  review: {
    kind: 'deposit',
    orderNo: d.orderNo,
    username: d.username,
    amount: d.amount,
    image: d.receiptUploadedAt ? 'receipt' : null,
    decide: true,
    facts: [
      [t('cashier.col.channel'), d.channelName],
      [t('cashier.col.credit'), formatMoney(d.creditAmount)],
      [t('cashier.col.created'), formatDateTime(d.createdAt)],
    ],
  },
  cells: [d.channelName, formatDateTime(d.createdAt), d.receiptUploadedAt ? t('cashier.slipYes') : t('cashier.slipNo')],
});

/** A pending withdrawal: the payout account, when, its risk hints and any demo money behind it. */
export const withdrawalRow = (t: TFunction, w: PendingWithdrawalItem): QueueRow => ({
  review: {
    kind: 'withdrawal',
    orderNo: w.orderNo,
    username: w.username,
    amount: w.amount,
    image: null,
    decide: true,
    facts: [
      [t('cashier.col.account'), `${w.accountName} · ${w.payoutAccount}`],
      [t('cashier.col.sandbox'), formatMoney(w.sandboxCredited)],
      [t('cashier.col.created'), formatDateTime(w.createdAt)],
    ],
    risk: w.risk,
  },
  cells: [
    `${w.accountName} · ${w.payoutAccount}`,
    formatDateTime(w.createdAt),
    <RiskBadges key="risk" risk={w.risk} />,
    formatMoney(w.sandboxCredited),
  ],
});

/** A paid withdrawal the member disputes: looked at, not decided here. */
export const disputedRow = (t: TFunction, w: DisputedWithdrawal): QueueRow => ({
  review: {
    kind: 'withdrawal',
    orderNo: w.orderNo,
    username: w.username,
    amount: w.amount,
    image: w.hasProof ? 'proof' : null,
    decide: false,
    facts: [
      [t('cashier.col.received'), formatMoney(w.amountReceived)],
      [t('cashier.col.remainder'), formatMoney(w.remainder)],
      [t('cashier.col.receipt'), `${w.receiptStatus} · ${formatDateTime(w.receiptAt)}`],
      [t('cashier.col.account'), w.payoutAccount],
    ],
  },
  cells: [w.payoutAccount, formatDateTime(w.receiptAt), `${w.receiptStatus} · ${formatMoney(w.amountReceived)}`],
});
