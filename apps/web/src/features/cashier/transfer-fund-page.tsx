import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { merchantWalletQuery, refreshAfterTransfer, walletTransfer } from './transfer-api';
import { amountProblem } from './transfer-fns';
import { formatAmount } from '@/lib/money-format';
import '@/styles/member-pages.css';
import './transfer.css';
import { useCurrencySymbol } from '@/lib/queries/system-api';

type Direction = 'IN' | 'OUT';

/**
 * transferFund (spec §2 "wallet"): the main wallet and each vendor's transfer wallet; money moves
 * in (main → game wallet) or out (game wallet → main), with an "all" shortcut. A brand with the
 * seamless single wallet has nothing to move: the page says so.
 */
export function TransferFundPage() {
  const { t, i18n } = useTranslation('wallet');
  const currency = useCurrencySymbol();
  const queryClient = useQueryClient();
  const wallet = useQuery(merchantWalletQuery);
  const [vendor, setVendor] = useState<string | null>(null);
  const [chosenDirection, setDirection] = useState<Direction>('IN');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const money = (v: string) => formatAmount(v, i18n.language);

  if (wallet.isPending) return <Spinner label={t('loading')} />;
  if (wallet.isError)
    return (
      <EmptyState
        title={t('unavailable')}
        action={<Button onClick={() => void wallet.refetch()}>{t('retry')}</Button>}
      />
    );
  const w = wallet.data;
  const mainCard = (
    <div className="wallet-tile wallet-tile--main" data-testid="wallet-main">
      <span className="wallet-tile__name">{t('transfer.fund.main')}</span>
      <strong className="wallet-tile__balance">
        {currency}
        {money(w.main)}
      </strong>
    </div>
  );
  if (w.isSingle && !w.wallets.length)
    return (
      <div className="wallet-page transfer-page" data-testid="transfer-fund-page">
        {mainCard}
        <EmptyState title={t('transfer.fund.singleTitle')} hint={t('transfer.fund.singleHint')} />
      </div>
    );

  const selected = w.wallets.find((x) => x.vendor === vendor) ?? w.wallets[0] ?? null;
  // With the single wallet only leftover money can move, and only home.
  const direction: Direction = w.isSingle ? 'OUT' : chosenDirection;
  const source = direction === 'IN' ? w.main : (selected?.balance ?? '0.00');
  const change = (next: () => void) => {
    next();
    setError(null);
    setDone(null);
    setRequestKey(crypto.randomUUID());
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    if (!selected) return;
    const problem = amountProblem(amount.trim(), { available: source });
    if (problem) return setError(t(`transfer.${problem}`, { min: '0.01', max: money(source) }));
    setBusy(true);
    try {
      const result = await walletTransfer({ vendor: selected.vendor, direction, amount: amount.trim(), requestKey });
      setDone(t(`transfer.fund.done${direction}`, { amount: money(result.amount), name: selected.displayName }));
      setAmount('');
      setRequestKey(crypto.randomUUID());
      void refreshAfterTransfer(queryClient);
    } catch (e) {
      setError(e instanceof ApiError ? translateError(e.code, e.message) : translateError('UNKNOWN_ERROR'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="wallet-page transfer-page" data-testid="transfer-fund-page">
      {w.isSingle ? <p className="wallet-notice wallet-notice--info">{t('transfer.fund.singleLeftover')}</p> : null}
      <div className="wallet-tiles">
        {mainCard}
        {w.wallets.map((x) => (
          <button
            key={x.vendor}
            type="button"
            className={`wallet-tile${selected?.vendor === x.vendor ? ' is-selected' : ''}`}
            aria-pressed={selected?.vendor === x.vendor}
            onClick={() => change(() => setVendor(x.vendor))}
            data-testid={`wallet-${x.vendor}`}
          >
            <span className="wallet-tile__name">{x.displayName}</span>
            <strong className="wallet-tile__balance">
              {currency}
              {money(x.balance)}
            </strong>
          </button>
        ))}
      </div>
      {selected ? (
        <form className="wallet-form" onSubmit={(e) => void submit(e)} noValidate data-testid="wallet-transfer-form">
          <div className="segmented segmented--halves" role="group" aria-label={t('transfer.fund.direction')}>
            {(['IN', 'OUT'] as const).map((d) => (
              <button
                key={d}
                type="button"
                className={direction === d ? 'is-selected' : ''}
                aria-pressed={direction === d}
                onClick={() => change(() => setDirection(d))}
                data-testid={`direction-${d}`}
                disabled={d === 'IN' && w.isSingle}
              >
                {t(`transfer.fund.${d}`, { name: selected.displayName })}
              </button>
            ))}
          </div>
          <label className="wallet-label" htmlFor="wallet-transfer-amount">
            {t('transfer.amount')}
          </label>
          <div className="amount-input">
            <span aria-hidden="true">{currency}</span>
            <input
              id="wallet-transfer-amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              placeholder={t('transfer.fund.upTo', { max: money(source) })}
              onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
            />
            <button
              type="button"
              className="quick-amount"
              onClick={() => setAmount(source)}
              data-testid="wallet-transfer-all"
            >
              {t('transfer.fund.all')}
            </button>
          </div>
          {error ? (
            <p className="wallet-notice wallet-notice--danger" role="alert" data-testid="wallet-transfer-error">
              {error}
            </p>
          ) : null}
          {done ? (
            <p className="wallet-notice wallet-notice--success" role="status" data-testid="wallet-transfer-done">
              {done}
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            block
            disabled={busy || (direction === 'IN' && w.isSingle)}
            data-testid="wallet-transfer-submit"
          >
            {busy ? t('transfer.sending') : t('transfer.fund.submit')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
