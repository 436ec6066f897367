import { useState } from 'react';
import type { WithdrawalRiskHints } from '@fortuna/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert, Loading } from '@/components/states';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { useAuthorizedImage, useCashierDecision } from './cashier-api';
import { PayoutChangeDialog } from './payout-change-dialog';
import { RiskFacts } from './risk-hints';

export type Review = {
  kind: 'deposit' | 'withdrawal';
  orderNo: string;
  username: string;
  amount: string;
  /** The image to show: a deposit's slip, a disputed withdrawal's proof, or none. */
  image: 'receipt' | 'proof' | null;
  /** A disputed withdrawal is only looked at (its decision is the member's receipt flow). */
  decide: boolean;
  facts: [string, string][];
  /** A pending withdrawal's risk hints. */
  risk?: WithdrawalRiskHints | undefined;
};

/** One order: its facts, the slip or proof image, and approve / reject with a note (required to reject a deposit). */
export function ReviewDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [changingPayout, setChangingPayout] = useState(false);
  const decide = useCashierDecision();
  const image = useAuthorizedImage(review.image ?? 'receipt', review.image ? review.orderNo : null);
  const submit = (approve: boolean) => {
    if (!approve && review.kind === 'deposit' && note.trim().length === 0) return setError(t('cashier.noteRequired'));
    setError(null);
    decide.mutate(
      { kind: review.kind, orderNo: review.orderNo, approve, note: note.trim() },
      { onSuccess: onClose, onError: (e) => setError(errorText(t, e)) },
    );
  };
  if (changingPayout) return <PayoutChangeDialog orderNo={review.orderNo} onClose={onClose} />;
  return (
    <Dialog title={t('cashier.reviewTitle', { orderNo: review.orderNo })} open onClose={onClose} wide>
      <div className="form">
        <dl className="facts">
          <dt>{t('cashier.col.member')}</dt>
          <dd>{review.username}</dd>
          <dt>{t('cashier.col.amount')}</dt>
          <dd className="mono">{formatMoney(review.amount)}</dd>
          {review.facts.map(([k, v]) => (
            <div key={k} className="facts__row">
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {review.risk ? <RiskFacts risk={review.risk} /> : null}
        {review.image ? (
          image.url ? (
            <img className="slip" src={image.url} alt={t(`cashier.image.${review.image}`)} />
          ) : image.error ? (
            <p className="muted">{t('cashier.noImage')}</p>
          ) : (
            <Loading />
          )
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
        {review.decide ? (
          <>
            <Field label={t('cashier.note')} hint={review.kind === 'deposit' ? t('cashier.noteHint') : undefined}>
              {(c) => <input {...c} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />}
            </Field>
            <div className="form__actions">
              {review.kind === 'withdrawal' ? (
                <Button className="form__aside" onClick={() => setChangingPayout(true)}>
                  {t('cashier.payout.open')}
                </Button>
              ) : null}
              <Button onClick={onClose}>{t('action.cancel')}</Button>
              <Button variant="danger" busy={decide.isPending} onClick={() => submit(false)}>
                {t('cashier.reject')}
              </Button>
              <Button variant="primary" busy={decide.isPending} onClick={() => submit(true)}>
                {t(review.kind === 'deposit' ? 'cashier.approveDeposit' : 'cashier.approveWithdrawal')}
              </Button>
            </div>
          </>
        ) : (
          <div className="form__actions">
            <Button onClick={onClose}>{t('action.close')}</Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
