import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentContract } from '@fortuna/contracts/agent-contract-api';
import { tierRequest, type TierDraft } from '@fortuna/contracts/agent-contract-form';
import {
  CONTRACT_KINDS,
  PERIODS_OF_KIND,
  type ContractKind,
  type ContractPeriod,
} from '@fortuna/contracts/agent-contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { translateError } from '@/lib/i18n';
import { offerContract } from './contracts-api';

import './contracts.css';

const EMPTY: TierDraft = { rate: '', validBet: '', active: '0', teamLoss: '' };

type Props = {
  /** The direct downline agent the offer goes to. */
  username: string;
  onClose: () => void;
  onOffered?: (contract: AgentContract) => void;
  /** The kinds the brand offers (its CONTRACT / SALARY / HOURSALARY / REALTIMESALARY flags); all by default. */
  kinds?: readonly ContractKind[];
};

/**
 * "Offer a contract" (spec §4 Contracts; issue 21) to a direct downline agent: kind, period and
 * tiers (rate in %, period valid bet, active members, and for dividends team loss). The server
 * checks the terms against the agent's own contract; its refusal shows here.
 */
export function OfferContractDialog({ username, onClose, onOffered, kinds = CONTRACT_KINDS }: Props) {
  const { t } = useTranslation(['contracts', 'common']);
  const client = useQueryClient();
  const [kind, setKind] = useState<ContractKind>(kinds[0] ?? 'DAILY');
  const [period, setPeriod] = useState<ContractPeriod>(PERIODS_OF_KIND[kinds[0] ?? 'DAILY'][0] as ContractPeriod);
  const [tiers, setTiers] = useState<TierDraft[]>([EMPTY]);
  const [error, setError] = useState<string | null>(null);
  const dividend = kind === 'DIVIDEND';
  const offer = useMutation({
    mutationFn: () => {
      const body = tierRequest(tiers, dividend);
      if (!body) throw new ApiError('VALIDATION_FAILED', 'Input is invalid', 400);
      return offerContract({ username, kind, period, tiers: body });
    },
    onSuccess: async (contract) => {
      await client.invalidateQueries({ queryKey: ['contracts'] });
      onOffered?.(contract);
      onClose();
    },
    onError: (e) => {
      const tier = e instanceof ApiError ? (e.value as { tier?: number } | null)?.tier : undefined;
      const text = e instanceof ApiError ? translateError(e.code, e.message) : translateError('UNKNOWN_ERROR');
      setError(tier === undefined ? text : `${text} (${t('tier')} ${tier + 1})`);
    },
  });
  const setTier = (i: number, field: keyof TierDraft, value: string) =>
    setTiers((rows) => rows.map((row, j) => (j === i ? { ...row, [field]: value } : row)));
  const changeKind = (next: ContractKind) => {
    setKind(next);
    setPeriod(PERIODS_OF_KIND[next][0] as ContractPeriod);
  };
  const footer = (
    <>
      <Button variant="ghost" onClick={onClose}>
        {t('common:action.cancel')}
      </Button>
      <Button onClick={() => offer.mutate()} disabled={offer.isPending} data-testid="offer-contract-submit">
        {t('offer')}
      </Button>
    </>
  );
  return (
    <Modal name="offerContract" title={t('offerTo', { username })} onClose={onClose} footer={footer} size="lg">
      <form className="offer-contract" onSubmit={(e) => (e.preventDefault(), offer.mutate())} noValidate>
        <div className="offer-contract__row">
          <label>
            {t('kindLabel')}
            <select value={kind} onChange={(e) => changeKind(e.target.value as ContractKind)} data-testid="offer-kind">
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('periodLabel')}
            <select
              value={period}
              onChange={(e) => setPeriod(e.target.value as ContractPeriod)}
              data-testid="offer-period"
            >
              {PERIODS_OF_KIND[kind].map((p) => (
                <option key={p} value={p}>
                  {t(`period.${p}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="offer-contract__hint">{t('tiersHint')}</p>
        {tiers.map((tier, i) => (
          <fieldset key={i} className="offer-contract__tier">
            <legend>
              {t('tier')} {i + 1}
            </legend>
            <label>
              {t('ratePercent')}
              <input
                inputMode="decimal"
                value={tier.rate}
                onChange={(e) => setTier(i, 'rate', e.target.value)}
                data-testid={`tier-${i}-rate`}
              />
            </label>
            <label>
              {t('validBet')}
              <input
                inputMode="decimal"
                value={tier.validBet}
                onChange={(e) => setTier(i, 'validBet', e.target.value)}
                data-testid={`tier-${i}-validBet`}
              />
            </label>
            <label>
              {t('active')}
              <input
                inputMode="numeric"
                value={tier.active}
                onChange={(e) => setTier(i, 'active', e.target.value)}
                data-testid={`tier-${i}-active`}
              />
            </label>
            {dividend ? (
              <label>
                {t('teamLoss')}
                <input
                  inputMode="decimal"
                  value={tier.teamLoss}
                  onChange={(e) => setTier(i, 'teamLoss', e.target.value)}
                />
              </label>
            ) : null}
            {tiers.length > 1 ? (
              <Button variant="ghost" size="sm" onClick={() => setTiers((rows) => rows.filter((_, j) => j !== i))}>
                {t('removeTier')}
              </Button>
            ) : null}
          </fieldset>
        ))}
        {tiers.length < 10 ? (
          <Button variant="outline" size="sm" onClick={() => setTiers((rows) => [...rows, EMPTY])}>
            {t('addTier')}
          </Button>
        ) : null}
        <FormAlert message={error} />
      </form>
    </Modal>
  );
}
