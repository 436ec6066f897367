import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { channelsQuery, createDeposit, depositsQuery, uploadDepositReceipt } from './wallet-api';
import { BankTransferDetails } from './bank-transfer-details';
import { ReceiptUpload } from './receipt-upload';
import { previewFee, QUICK_AMOUNTS } from './wallet-fns';
import { formatAmount } from '@/lib/money-format';
import { presetRange } from '@/lib/market-date';
import { StatusBadge } from './status-badge';
import '@/styles/member-pages.css';
import './deposit.css';
import { useCurrencySymbol, useMarketZone } from '@/lib/queries/system-api';

/**
 * Deposit (depositv2): pick a channel, an amount within its limits, see the fee. Online: pay at
 * the gateway; back here the order's status shows until the gateway's callback settles it. Bank
 * transfer: pay the account shown, upload the slip, and an operator credits the order.
 */
export function DepositPage() {
  const { t, i18n } = useTranslation('wallet');
  const currency = useCurrencySymbol();
  const zone = useMarketZone();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const returnedOrder = params.get('orderNo');
  const channels = useQuery(channelsQuery);
  const [channelCode, setChannelCode] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The bank-transfer order whose slip upload is open.
  const [slipFor, setSlipFor] = useState<string | null>(null);
  // One key per filled-in form: a double click or a retry never makes a second order.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const channel = channels.data?.find((c) => c.code === channelCode) ?? channels.data?.[0] ?? null;
  const range = useMemo(() => presetRange('month', new Date(), zone), [zone]);
  const records = useQuery({
    ...depositsQuery({ ...range, pageNo: 1, pageSize: 10 }),
    refetchInterval: (q) => (q.state.data?.list.some((r) => r.status === 'PENDING') && returnedOrder ? 3000 : false),
  });
  const returned = records.data?.list.find((r) => r.orderNo === returnedOrder);
  useEffect(() => {
    if (returned?.status === 'CREDITED') void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  }, [returned?.status, queryClient]);

  const preview = channel ? previewFee(amount.trim(), channel.feeBps, channel.feeFixed) : null;
  const tooLow = preview && channel && Number(amount) < Number(channel.minAmount);
  const tooHigh = preview && channel && Number(amount) > Number(channel.maxAmount);
  const money = (v: string) => formatAmount(v, i18n.language);
  const bank = channel?.kind === 'BANK_TRANSFER' ? channel.bank : null;
  const slipDone = () => {
    setSlipFor(null);
    void queryClient.invalidateQueries({ queryKey: ['cashier', 'deposits'] });
  };
  const slipUpload = (orderNo: string) => (
    <ReceiptUpload upload={(file) => uploadDepositReceipt(orderNo, file)} onDone={slipDone} testId="deposit-slip" />
  );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!channel) return;
    if (!preview) return setError(t('deposit.amountInvalid'));
    if (tooLow || tooHigh)
      return setError(t('deposit.range', { min: money(channel.minAmount), max: money(channel.maxAmount) }));
    setBusy(true);
    try {
      const created = await createDeposit({ channelCode: channel.code, amount: amount.trim(), requestKey });
      setRequestKey(crypto.randomUUID());
      if (created.payUrl) window.location.assign(created.payUrl);
      else {
        setAmount('');
        setSlipFor(created.orderNo);
        void queryClient.invalidateQueries({ queryKey: ['cashier', 'deposits'] });
      }
    } catch (e) {
      setError(e instanceof ApiError ? translateError(e.code, e.message) : translateError('UNKNOWN_ERROR'));
    } finally {
      setBusy(false);
    }
  }

  if (channels.isPending) return <Spinner label={t('loading')} />;
  if (channels.isError)
    return (
      <EmptyState
        title={t('unavailable')}
        action={<Button onClick={() => void channels.refetch()}>{t('retry')}</Button>}
      />
    );
  if (!channels.data.length) return <EmptyState title={t('deposit.noChannels')} />;

  return (
    <div className="wallet-page" data-testid="deposit-page">
      {returned ? (
        <p
          className={`wallet-notice wallet-notice--${returned.status === 'CREDITED' ? 'success' : returned.status === 'PENDING' ? 'info' : 'danger'}`}
          role="status"
          data-testid="deposit-result"
        >
          {t(`deposit.result.${returned.status}`, { orderNo: returned.orderNo, amount: money(returned.creditAmount) })}
        </p>
      ) : null}
      <form className="wallet-form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="channel-list">
          <legend className="wallet-label">{t('deposit.channel')}</legend>
          {channels.data.map((c) => (
            <label key={c.code} className={`channel-card${channel?.code === c.code ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="channel"
                value={c.code}
                checked={channel?.code === c.code}
                onChange={() => setChannelCode(c.code)}
              />
              <span className="channel-card__name">{c.name}</span>
              <span className="channel-card__meta">
                {t('deposit.limits', { min: money(c.minAmount), max: money(c.maxAmount) })}
                {' · '}
                {c.feeBps || Number(c.feeFixed)
                  ? t('deposit.fee', { rate: (c.feeBps / 100).toFixed(2) })
                  : t('deposit.noFee')}
              </span>
            </label>
          ))}
        </fieldset>
        {bank ? <BankTransferDetails bank={bank} /> : null}
        <label className="wallet-label" htmlFor="deposit-amount">
          {t('deposit.amount')}
        </label>
        <div className="amount-input">
          <span aria-hidden="true">{currency}</span>
          <input
            id="deposit-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={
              channel ? t('deposit.placeholder', { min: money(channel.minAmount), max: money(channel.maxAmount) }) : ''
            }
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby="deposit-preview"
          />
        </div>
        <div className="quick-amounts" role="group" aria-label={t('deposit.quick')}>
          {QUICK_AMOUNTS.map((q) => (
            <button
              key={q}
              type="button"
              className={`quick-amount${amount === q ? ' is-selected' : ''}`}
              onClick={() => setAmount(q)}
            >
              {currency}
              {money(q).replace(/\.00$/, '')}
            </button>
          ))}
        </div>
        <p id="deposit-preview" className="wallet-preview" data-testid="deposit-preview">
          {preview && !tooLow && !tooHigh
            ? t('deposit.preview', { fee: money(preview.fee), credit: money(preview.credit) })
            : ' '}
        </p>
        {error ? (
          <p className="wallet-notice wallet-notice--danger" role="alert" data-testid="deposit-error">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" block disabled={busy} data-testid="deposit-submit">
          {busy ? t('deposit.opening') : bank ? t('deposit.createOrder') : t('deposit.submit')}
        </Button>
      </form>

      {slipFor ? (
        <section className="slip-panel panel" aria-labelledby="slip-title" data-testid="slip-panel">
          <h3 id="slip-title" className="wallet-subtitle">
            {t('deposit.slipTitle', { orderNo: slipFor })}
          </h3>
          <p className="wallet-preview">{t('deposit.slipHint')}</p>
          {slipUpload(slipFor)}
        </section>
      ) : null}

      <h3 className="wallet-subtitle">{t('deposit.records')}</h3>
      {records.isPending ? (
        <Spinner size="sm" />
      ) : !records.data?.list.length ? (
        <EmptyState title={t('noData')} />
      ) : (
        <ul className="record-list" data-testid="deposit-records">
          {records.data.list.map((r) => (
            <li key={r.orderNo} className="record-row">
              <span className="record-row__main">
                <strong>{r.channelName}</strong>
                <small>
                  {r.orderNo} · {new Date(r.createdAt).toLocaleString(i18n.language)}
                </small>
              </span>
              <span className="record-row__amount">
                {currency}
                {money(r.amount)}
              </span>
              <StatusBadge status={r.status} />
              {r.channelKind === 'BANK_TRANSFER' && r.status === 'PENDING' ? (
                <span className="record-row__extra">
                  {r.hasReceipt ? (
                    <small data-testid="slip-sent">{t('deposit.slipSent')}</small>
                  ) : (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setSlipFor(r.orderNo)}
                      data-testid="slip-open"
                    >
                      {t('deposit.slipUpload')}
                    </button>
                  )}
                </span>
              ) : null}
              {r.status === 'REJECTED' && r.note ? (
                <span className="record-row__extra">
                  <small>{t('deposit.reason', { note: r.note })}</small>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
