import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '@fortuna/contracts';
import { Button } from '@/components/ui/button';
import { AmountInput } from './amount-input';
import { ReceiptUpload } from './receipt-upload';
import { useMoney } from './use-money';
import { WalletNotice } from './wallet-notice';
import { refreshAfterWithdraw, reportNotReceived } from './withdraw-api';
import { useReceiptAnswer, type ReceiptMode } from './use-receipt-answer';

/**
 * Spec §4 "Withdrawal confirmation" for one PAID order: received, partly received (with the
 * amount) or not received (with a proof image). Each answer is final, so each asks once more.
 */
export function ReceiptActions({ record }: { record: WithdrawalRecord }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const { mode, form, error, busy, send, choose } = useReceiptAnswer(record);
  const testId = `receipt-${record.orderNo}`;

  return (
    <div className="receipt-actions" data-testid={testId}>
      <ReceiptChoices mode={mode} testId={testId} onChoose={choose} />
      {mode === 'PARTLY_RECEIVED' ? (
        <PartialAmount
          value={form.watch('amountReceived')}
          onValue={(amount) => form.setValue('amountReceived', amount)}
          max={record.amount}
          testId={testId}
        />
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
          <Button size="sm" onClick={send} disabled={busy} data-testid={`${testId}-send`}>
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

function ReceiptChoices({
  mode,
  testId,
  onChoose,
}: {
  mode: ReceiptMode;
  testId: string;
  onChoose: (mode: ReceiptMode) => void;
}) {
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
