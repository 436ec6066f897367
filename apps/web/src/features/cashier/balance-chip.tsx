import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from './wallet-api';
import { useConsolidatedFunds } from './consolidated-funds';
import { formatAmount } from '@fortuna/contracts/money-format';
import '@/styles/member-pages.css';
import './balance-chip.css';

const HIDDEN_KEY = 'balanceHidden';

/** Header balance (spec §2): 2 decimals with the currency symbol, a refresh button and a hide toggle. */
export function BalanceChip() {
  // The wallet texts load with the session; until they are there, labels stay empty, never keys.
  const { t: translate, i18n, ready } = useTranslation('wallet');
  const t = (key: string) => (ready ? translate(key) : '');
  const balance = useQuery(balanceQuery);
  useConsolidatedFunds();
  const [hidden, setHidden] = useState(() => localStorage.getItem(HIDDEN_KEY) === '1');
  const toggle = () => {
    localStorage.setItem(HIDDEN_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const value = balance.data;
  const text = !value
    ? '…'
    : hidden
      ? '••••••'
      : `${value.currencySymbol}${formatAmount(value.balance, i18n.language)}`;
  return (
    <div className="balance-chip" data-testid="header-balance">
      <span className="balance-chip__label">{value?.demo ? t('balance.demo') : t('balance.label')}</span>
      <output className="balance-chip__value" aria-live="polite" data-testid="header-balance-value">
        {balance.isError ? '—' : text}
      </output>
      <ChipButton
        spinning={balance.isFetching}
        onClick={() => void balance.refetch()}
        label={t('balance.refresh')}
        testId="balance-refresh"
      >
        <path
          d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </ChipButton>
      <ChipButton
        onClick={toggle}
        pressed={hidden}
        label={hidden ? t('balance.show') : t('balance.hide')}
        testId="balance-toggle"
      >
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
        {hidden ? (
          <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <circle cx="12" cy="12" r="3" fill="currentColor" />
        )}
      </ChipButton>
    </div>
  );
}

/** A small icon button of the chip: its label is also its tooltip. */
function ChipButton({
  label,
  onClick,
  pressed,
  spinning = false,
  testId,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  spinning?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`balance-chip__button${spinning ? ' is-spinning' : ''}`}
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        {children}
      </svg>
    </button>
  );
}
