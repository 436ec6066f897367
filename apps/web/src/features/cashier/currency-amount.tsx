import { useCurrencySymbol } from '@/lib/queries/system-api';
import { useMoney } from './use-money';

/** An amount with the brand's currency symbol before it (₱1,000.00). */
export function CurrencyAmount({ value }: { value: string }) {
  const currency = useCurrencySymbol();
  const money = useMoney();
  return (
    <>
      {currency}
      {money(value)}
    </>
  );
}
