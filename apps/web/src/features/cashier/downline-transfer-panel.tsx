import { useDeferredValue, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { downlinesQuery, transferConfigQuery, transferToDownline } from './transfer-api';
import { TransferForm } from './transfer-form';
import { CurrencyAmount } from './currency-amount';
import '@/styles/member-pages.css';
import './transfer.css';

/**
 * Agent → downline transfer (spec §1, §6): pick a member of the team by username (suggestions
 * from the team, any depth), amount and withdraw password. The server checks the tree again.
 */
export function DownlineTransferPanel({ initialDownline = '' }: { initialDownline?: string } = {}) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const config = useQuery(transferConfigQuery);
  const [downline, setDownline] = useState(initialDownline);
  const keyword = useDeferredValue(downline.trim());
  const suggestions = useQuery({ ...downlinesQuery(keyword), enabled: config.data?.isAgent === true });

  if (config.isPending) return <Spinner size="sm" label={t('loading')} />;
  if (config.isError || !config.data.isAgent) return null;
  const c = config.data;
  return (
    <section className="transfer-card" aria-labelledby={`${id}-title`} data-testid="downline-transfer">
      <h3 id={`${id}-title`} className="transfer-card__title">
        {t('transfer.downlineTitle')}
      </h3>
      <p className="transfer-card__meta">
        {t('transfer.available')}{' '}
        <strong>
          <CurrencyAmount value={c.available} />
        </strong>
      </p>
      <TransferForm
        testId="downline-form"
        config={c}
        submitLabel={t('transfer.sendDownline')}
        ready={downline.trim().length > 0}
        send={(fields) => transferToDownline({ ...fields, downline: downline.trim() })}
      >
        <label className="wallet-label" htmlFor={`${id}-downline`}>
          {t('transfer.downline')}
        </label>
        <input
          id={`${id}-downline`}
          name="downline"
          className="wallet-input"
          list={`${id}-downlines`}
          autoComplete="off"
          placeholder={t('transfer.downlinePlaceholder')}
          value={downline}
          onChange={(e) => setDownline(e.target.value.replace(/[^A-Za-z0-9_]/g, ''))}
        />
        <datalist id={`${id}-downlines`}>
          {(suggestions.data ?? []).map((d) => (
            <option key={d.account} value={d.account}>
              {d.nickname ?? d.account} · {t('transfer.level', { depth: d.depth })}
            </option>
          ))}
        </datalist>
      </TransferForm>
    </section>
  );
}
