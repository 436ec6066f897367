import { useTranslation } from 'react-i18next';
import { formatAmount } from '@fortuna/contracts/money-format';

/** An amount as the member's language writes it (grouping, 2 decimals), without the currency. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (value: string) => formatAmount(value, i18n.language);
}
