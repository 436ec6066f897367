import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WithdrawConfig } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { memberPageHref } from '@/lib/route-rules';
import { PayoutAccounts } from './payout-accounts';
import { payoutAccountsQuery, withdrawConfigQuery } from './withdraw-api';
import { turnoverPercent } from './withdraw-fns';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalRecords } from './withdrawal-records';
import { formatAmount } from '@fortuna/contracts/money-format';
import '@/styles/member-pages.css';
import './withdraw.css';
import { useCurrencySymbol } from '@/lib/queries/system-api';

/**
 * Withdraw (spec §2 member centre): balances, limits and turnover; payout accounts; the amount +
 * withdraw password form; then the records, where a paid order asks whether the money arrived.
 */
export function WithdrawPage() {
  const { t, i18n } = useTranslation('wallet');
  const config = useQuery(withdrawConfigQuery);
  const accounts = useQuery(payoutAccountsQuery);

  if (config.isPending || accounts.isPending) return <Spinner label={t('loading')} />;
  if (config.isError || accounts.isError)
    return (
      <EmptyState
        title={t('unavailable')}
        action={
          <Button
            onClick={() => {
              void config.refetch();
              void accounts.refetch();
            }}
          >
            {t('retry')}
          </Button>
        }
      />
    );
  const c = config.data;
  const turnoverMet = turnoverPercent(c.turnoverRequired, c.turnoverAchieved) >= 100;

  return (
    <div className="wallet-page withdraw-page" data-testid="withdraw-page">
      <Summary config={c} />
      {c.heldUntil ? (
        <p className="wallet-notice wallet-notice--info" role="status" data-testid="withdraw-held">
          {t('withdraw.held', { openAt: new Date(c.heldUntil).toLocaleString(i18n.language) })}
        </p>
      ) : null}
      {!c.hasPaymentPassword ? (
        <p className="wallet-notice wallet-notice--info withdraw-password-call" data-testid="withdraw-no-password">
          {t('withdraw.needPassword')}{' '}
          <Link to={memberPageHref('securityCenter')} data-testid="withdraw-set-password">
            {t('withdraw.setPassword')}
          </Link>
        </p>
      ) : null}
      <PayoutAccounts accounts={accounts.data} />
      <section className="withdraw-card" aria-labelledby="withdraw-form-title">
        <h3 id="withdraw-form-title" className="withdraw-card__title">
          {t('withdraw.formTitle')}
        </h3>
        {!c.hasPaymentPassword ? (
          <p className="wallet-preview">{t('withdraw.formNeedsPassword')}</p>
        ) : !accounts.data.length ? (
          <p className="wallet-preview">{t('withdraw.formNeedsAccount')}</p>
        ) : (
          <>
            {!turnoverMet ? (
              <p className="wallet-notice wallet-notice--info" data-testid="withdraw-turnover-short">
                {t('withdraw.turnoverShort')}
              </p>
            ) : null}
            <WithdrawForm config={c} accounts={accounts.data} />
          </>
        )}
      </section>
      <WithdrawalRecords minutes={c.receiptConfirmMinutes} />
    </div>
  );
}

function Summary({ config: c }: { config: WithdrawConfig }) {
  const { t, i18n } = useTranslation('wallet');
  const currency = useCurrencySymbol();
  const money = (v: string) => formatAmount(v, i18n.language);
  const percent = turnoverPercent(c.turnoverRequired, c.turnoverAchieved);
  const required = Number(c.turnoverRequired) > 0;
  return (
    <dl className="wallet-totals withdraw-summary" data-testid="withdraw-summary">
      <div>
        <dt>{t('withdraw.available')}</dt>
        <dd data-testid="withdraw-available">
          {currency}
          {money(c.available)}
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.locked')}</dt>
        <dd data-testid="withdraw-locked">
          {currency}
          {money(c.locked)}
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.limits')}</dt>
        <dd>
          {currency}
          {money(c.minAmount)} – {currency}
          {money(c.maxAmount)}
        </dd>
      </div>
      <div className="withdraw-summary__turnover">
        <dt id="turnover-label">{t('withdraw.turnover')}</dt>
        <dd data-testid="withdraw-turnover">
          {required
            ? t('withdraw.turnoverValue', { achieved: money(c.turnoverAchieved), required: money(c.turnoverRequired) })
            : t('withdraw.turnoverNone')}
          <span
            className="turnover-bar"
            role="progressbar"
            aria-labelledby="turnover-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="turnover-bar__fill" style={{ width: `${percent}%` }} />
          </span>
        </dd>
      </div>
    </dl>
  );
}
