import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetTotals } from '@fortuna/contracts';
import type { RangePreset } from '@/lib/market-date';
import { formatAmount } from '@fortuna/contracts/money-format';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { profitTone, RANGE_PRESETS, signedAmount } from './play-fns';
import { useCurrencySymbol } from '@/lib/queries/system-api';

/* Pieces both pages share: the date presets, the totals band, a signed profit and the query states. */

export function RangePresets({ value, onChange }: { value: RangePreset; onChange: (preset: RangePreset) => void }) {
  const { t } = useTranslation('bets');
  return (
    <div className="segmented bets-presets" role="group" aria-label={t('range')} data-testid="bets-range">
      {RANGE_PRESETS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={value === p}
          className={value === p ? 'is-selected' : ''}
          onClick={() => onChange(p)}
        >
          {t(`preset.${p}`)}
        </button>
      ))}
    </div>
  );
}

/** A member's profit with its sign, green when won and red when lost. */
export function ProfitAmount({ value }: { value: string }) {
  const { i18n } = useTranslation('bets');
  return <span className={`bets-profit bets-profit--${profitTone(value)}`}>{signedAmount(value, i18n.language)}</span>;
}

/** The sums of everything the filter selects (all pages, not only the one shown). */
export function TotalsBand({ totals, label, testId }: { totals: BetTotals; label: string; testId: string }) {
  const { t, i18n } = useTranslation('bets');
  const currency = useCurrencySymbol();
  const money = (v: string) => `${currency}${formatAmount(v, i18n.language)}`;
  const items: [string, ReactNode][] = [
    ['rounds', totals.rounds.toLocaleString(i18n.language)],
    ['betAmount', money(totals.betAmount)],
    ['validBet', money(totals.validBet)],
    ['payout', money(totals.payout)],
    ['profit', <ProfitAmount key="profit" value={totals.profit} />],
  ];
  return (
    <dl className="bets-totals" aria-label={label} data-testid={testId}>
      {items.map(([key, value]) => (
        <div key={key} data-total={key}>
          <dt>{t(`col.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Loading, failed (with retry) and empty states of a page's query; the content once there is some. */
export function QueryStates<T>({
  query,
  isEmpty,
  emptyHint,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: (data: T) => boolean;
  emptyHint: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('bets');
  if (query.isPending) return <Spinner />;
  if (query.isError || query.data === undefined)
    return (
      <EmptyState
        title={t('unavailable')}
        action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
      />
    );
  if (isEmpty(query.data)) return <EmptyState title={t('noData')} hint={emptyHint} />;
  return <>{children(query.data)}</>;
}

type Amounts = Pick<BetTotals, 'betAmount' | 'validBet' | 'payout' | 'profit'>;
const AMOUNT_COLUMNS = ['betAmount', 'validBet', 'payout'] as const;

/** The heads of the amount columns both tables end with: bet amount, valid bet, payout, profit. */
export function AmountHeads() {
  const { t } = useTranslation('bets');
  return (
    <>
      {[...AMOUNT_COLUMNS, 'profit' as const].map((key) => (
        <th key={key} scope="col" className="is-num">
          {t(`col.${key}`)}
        </th>
      ))}
    </>
  );
}

/** A row's amount cells under AmountHeads; each carries its column's name for the card layout. */
export function AmountCells({ amounts }: { amounts: Amounts }) {
  const { t, i18n } = useTranslation('bets');
  const currency = useCurrencySymbol();
  return (
    <>
      {AMOUNT_COLUMNS.map((key) => (
        <td key={key} className="is-num" data-label={t(`col.${key}`)}>
          {`${currency}${formatAmount(amounts[key], i18n.language)}`}
        </td>
      ))}
      <td className="is-num" data-label={t('col.profit')}>
        <ProfitAmount value={amounts.profit} />
      </td>
    </>
  );
}
