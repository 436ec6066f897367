import { currentLanguage } from '@/lib/i18n';
import { twoDecimalFormat } from '@/lib/locale';

/** A money string of the API shown with the language's grouping; losses marked. */
export function TeamMoney({ value, signed = false }: { value: string; signed?: boolean }) {
  const n = Number(value);
  const tone = signed && n < 0 ? ' team-money--neg' : signed && n > 0 ? ' team-money--pos' : '';
  return <span className={`team-money${tone}`}>{twoDecimalFormat(currentLanguage()).format(n)}</span>;
}
