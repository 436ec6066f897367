import { useTranslation } from 'react-i18next';
import type { ApprovalView, PayoutChangePayload } from '@fortuna/contracts';
import { formatMoney } from '@/lib/format';

const line = (d: PayoutChangePayload['before']) => `${d.providerName} ${d.accountNo} · ${d.accountName}`;

/** A withdrawalPayout request: the order, its member and amount, and the payout details before → after. */
export function PayoutChangeSummary({ approval }: { approval: ApprovalView }) {
  const { t } = useTranslation();
  const p = approval.payload as PayoutChangePayload;
  return (
    <div className="cell-stack" data-testid="payout-change-summary">
      <span>
        {t('approvals.payoutChange', { orderNo: p.orderNo, username: p.username, amount: formatMoney(p.amount) })}
      </span>
      <span className="muted">
        {line(p.before)} → <strong>{line(p.after)}</strong>
      </span>
    </div>
  );
}
