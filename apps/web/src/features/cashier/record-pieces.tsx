import type { ReactNode } from 'react';
import { useMarketTime } from '@/lib/market-time';
import { CurrencyAmount } from './currency-amount';

/** A record's title, then its reference and time in the brand's zone (`D2026… · 11/26/26, 10:00:00`), then any extra lines. */
export function RecordMain({
  title,
  reference,
  time,
  children,
}: {
  title: ReactNode;
  reference: string;
  time: string;
  children?: ReactNode;
}) {
  const clock = useMarketTime();
  return (
    <span className="record-row__main">
      <strong>{title}</strong>
      <small>
        {reference} · <time dateTime={time}>{clock.dateTime(time)}</time>
      </small>
      {children}
    </span>
  );
}

/** A record's amount; a signed one shows its sign and is coloured as a debit or a credit. */
export function RecordAmount({ value, sign }: { value: string; sign?: { text: string; debit: boolean } }) {
  return (
    <span className={sign ? `record-row__amount ${sign.debit ? 'is-debit' : 'is-credit'}` : 'record-row__amount'}>
      {sign?.text}
      <CurrencyAmount value={value} />
    </span>
  );
}
