import { formatAmount } from '@fortuna/contracts/money-format';

/** Date and time as the console shows them: the reader's zone, 24-hour, seconds for the audit trail. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A local `datetime-local` input value (no zone) as an ISO instant with offset, or undefined. */
export function localInputToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A money string of the API ("1234.50") with grouping: "1,234.50"; money stays a string. */
export const formatMoney = (decimal: string): string => formatAmount(decimal, 'en-US');
