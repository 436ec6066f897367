import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { AmountInput } from './amount-input';
import { ReceiptUpload } from './receipt-upload';
import { useMoney } from './use-money';
import { WalletNotice } from './wallet-notice';
import { confirmReceipt, refreshAfterWithdraw, reportNotReceived } from './withdraw-api';
import { partialAmountProblem } from './withdraw-fns';

type Mode = 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED' | null;

/**
 * Spec §4 "Withdrawal confirmation" for one PAID order: received, partly received (with the
 * amount) or not received (with a proof image). Each answer is final, so each asks once more.
 */
export function ReceiptActions({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const testId = `receipt-${record.orderNo}`;

  async function send() {
    setError(null);
    if (mode === 'PARTLY_RECEIVED') {
      const problem = partialAmountProblem(amount.trim(), record.amount);
      if (problem) return setError(t(`withdraw.${problem}`, { max: money(record.amount) }));
    }
    setBusy(true);
    try {
      await confirmReceipt(
        record.orderNo,
        mode === 'PARTLY_RECEIVED'
          ? { outcome: 'PARTLY_RECEIVED', amountReceived: amount.trim() }
          : { outcome: 'RECEIVED' },
      );
      await refreshAfterWithdraw(queryClient);
    } catch (e) {
      setError(e instanceof ApiError ? translateError(e.code, e.message) : translateError('UNKNOWN_ERROR'));
      await refreshAfterWithdraw(queryClient);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="receipt-actions" data-testid={testId}>
      <ReceiptChoices
        mode={mode}
        testId={testId}
        onChoose={(m) => {
          setMode(mode === m ? null : m);
          setError(null);
        }}
      />
      {mode === 'PARTLY_RECEIVED' ? (
        <PartialAmount value={amount} onValue={setAmount} max={record.amount} testId={testId} />
      ) : null}
      {mode === 'NOT_RECEIVED' ? (
        <div className="receipt-actions__panel">
          <p className="wallet-preview">{t('withdraw.proofHint')}</p>
          <ReceiptUpload
            testId={`${testId}-proof`}
            upload={(file) => reportNotReceived(record.orderNo, file)}
            onDone={() => void refreshAfterWithdraw(queryClient)}
          />
        </div>
      ) : null}
      {mode === 'RECEIVED' || mode === 'PARTLY_RECEIVED' ? (
        <div className="receipt-actions__confirm">
          <small>{t('withdraw.finalWarning')}</small>
          <Button size="sm" onClick={() => void send()} disabled={busy} data-testid={`${testId}-send`}>
            {busy ? t('withdraw.sending') : t('withdraw.confirmAnswer')}
          </Button>
        </div>
      ) : null}
      <WalletNotice tone="danger" testId={`${testId}-error`}>
        {error}
      </WalletNotice>
    </div>
  );
}

function ReceiptChoices({ mode, testId, onChoose }: { mode: Mode; testId: string; onChoose: (mode: Mode) => void }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="receipt-actions__choices" role="group" aria-label={t('withdraw.receiptQuestion')}>
      <span className="receipt-actions__question">{t('withdraw.receiptQuestion')}</span>
      {(['RECEIVED', 'PARTLY_RECEIVED', 'NOT_RECEIVED'] as const).map((m) => (
        <Button
          key={m}
          size="sm"
          variant={mode === m ? 'primary' : 'outline'}
          aria-pressed={mode === m}
          onClick={() => onChoose(m)}
          data-testid={`${testId}-${m}`}
        >
          {t(`withdraw.answer.${m}`)}
        </Button>
      ))}
    </div>
  );
}

/** The amount that did arrive: more than nothing, less than the order. */
function PartialAmount({
  value,
  onValue,
  max,
  testId,
}: {
  value: string;
  onValue: (amount: string) => void;
  max: string;
  testId: string;
}) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const id = useId();
  return (
    <div className="receipt-actions__panel">
      <label className="wallet-label" htmlFor={`${id}-amount`}>
        {t('withdraw.amountReceived')}
      </label>
      <AmountInput
        id={`${id}-amount`}
        value={value}
        placeholder="0.00"
        aria-describedby={`${id}-range`}
        onValue={onValue}
        data-testid={`${testId}-amount`}
      />
      <small id={`${id}-range`} className="receipt-hint">
        {t('withdraw.partialPlaceholder', { max: money(max) })}
      </small>
    </div>
  );
}
