import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tierRequest, type TierDraft } from '@fortuna/contracts/agent-contract-form';
import {
  CONTRACT_KINDS,
  PERIODS_OF_KIND,
  type ContractKind,
  type ContractPeriod,
} from '@fortuna/contracts/agent-contracts';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Field } from '@/components/field';
import { Alert } from '@/components/states';
import { errorText } from '@/lib/errors';
import { useOfferContract } from './agent-contracts-api';

const EMPTY: TierDraft = { rate: '', validBet: '', active: '0', teamLoss: '' };

/** Offers a top agent a contract: kind, period and tiers (rate in %, thresholds), with the audit reason. */
export function OfferContractDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<ContractKind>('DAILY');
  const [period, setPeriod] = useState<ContractPeriod>('DAILY');
  const [tiers, setTiers] = useState<TierDraft[]>([EMPTY]);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const offer = useOfferContract();
  const dividend = kind === 'DIVIDEND';
  const setTier = (i: number, field: keyof TierDraft, value: string) =>
    setTiers((rows) => rows.map((row, j) => (j === i ? { ...row, [field]: value } : row)));
  const submit = () => {
    const body = tierRequest(tiers, dividend);
    setInvalid(!body || !username.trim());
    if (!body || !username.trim()) return;
    offer.mutate(
      { username: username.trim(), kind, period, tiers: body, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      { onSuccess: onClose },
    );
  };
  const tierValue = (error: unknown) => (error as { value?: { tier?: number } } | null)?.value?.tier;
  return (
    <Dialog title={t('contracts.offerTitle')} open onClose={onClose} wide>
      <form className="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <p className="muted">{t('contracts.offerLead')}</p>
        {offer.isError ? (
          <Alert>
            {errorText(t, offer.error)}
            {tierValue(offer.error) !== undefined
              ? ` (${t('contracts.tier', { n: (tierValue(offer.error) ?? 0) + 1 })})`
              : ''}
          </Alert>
        ) : null}
        {invalid ? <Alert>{t('contracts.invalidForm')}</Alert> : null}
        <Field label={t('contracts.username')}>
          {(c) => (
            <input
              {...c}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoFocus
              data-testid="offer-username"
            />
          )}
        </Field>
        <Field label={t('contracts.kind')}>
          {(c) => (
            <select
              {...c}
              value={kind}
              onChange={(e) => {
                const next = e.target.value as ContractKind;
                setKind(next);
                setPeriod(PERIODS_OF_KIND[next][0] as ContractPeriod);
              }}
            >
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`contracts.kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('contracts.col.period')}>
          {(c) => (
            <select {...c} value={period} onChange={(e) => setPeriod(e.target.value as ContractPeriod)}>
              {PERIODS_OF_KIND[kind].map((p) => (
                <option key={p} value={p}>
                  {t(`contracts.periods.${p}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {tiers.map((tier, i) => (
          <fieldset key={i} className="form__row">
            <legend>{t('contracts.tier', { n: i + 1 })}</legend>
            <Field label={t('contracts.ratePercent')}>
              {(c) => (
                <input
                  {...c}
                  inputMode="decimal"
                  value={tier.rate}
                  onChange={(e) => setTier(i, 'rate', e.target.value)}
                  data-testid={`offer-tier-${i}-rate`}
                />
              )}
            </Field>
            <Field label={t('contracts.validBet')}>
              {(c) => (
                <input
                  {...c}
                  inputMode="decimal"
                  value={tier.validBet}
                  onChange={(e) => setTier(i, 'validBet', e.target.value)}
                />
              )}
            </Field>
            <Field label={t('contracts.active')}>
              {(c) => (
                <input
                  {...c}
                  inputMode="numeric"
                  value={tier.active}
                  onChange={(e) => setTier(i, 'active', e.target.value)}
                />
              )}
            </Field>
            {dividend ? (
              <Field label={t('contracts.teamLoss')}>
                {(c) => (
                  <input
                    {...c}
                    inputMode="decimal"
                    value={tier.teamLoss}
                    onChange={(e) => setTier(i, 'teamLoss', e.target.value)}
                  />
                )}
              </Field>
            ) : null}
            {tiers.length > 1 ? (
              <Button size="sm" onClick={() => setTiers((rows) => rows.filter((_, j) => j !== i))}>
                {t('contracts.removeTier')}
              </Button>
            ) : null}
          </fieldset>
        ))}
        {tiers.length < 10 ? (
          <Button size="sm" onClick={() => setTiers((rows) => [...rows, EMPTY])}>
            {t('contracts.addTier')}
          </Button>
        ) : null}
        <Field label={t('contracts.reason')}>
          {(c) => <input {...c} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} />}
        </Field>
        <div className="form__actions">
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="primary" busy={offer.isPending} data-testid="offer-submit">
            {t('contracts.offer')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
