import { formatAmount } from '@fortuna/contracts/money-format';
import { currentLanguage } from './i18n';
import { DATE_LOCALE, NUMBER_LOCALE, type Language } from './language';

/** Date and time as the console shows them: the reader's zone and language, 24-hour, seconds for the audit trail. */
const dateTimes = new Map<Language, Intl.DateTimeFormat>();
function dateTimeFormat(lang: Language): Intl.DateTimeFormat {
  let format = dateTimes.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[lang], {
      year: 'numeric',
      month: 'short',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    dateTimes.set(lang, format);
  }
  return format;
}

export function formatDateTime(iso: string | null | undefined, lang: Language = currentLanguage()): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(lang).format(date);
}

/** A local `datetime-local` input value (no zone) as an ISO instant with offset, or undefined. */
export function localInputToIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** An ISO instant as a `datetime-local` input value in the reader's zone (empty for none). */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A money string of the API ("1234.50") with the language's grouping: "1,234.50"; money stays a string. */
export const formatMoney = (decimal: string, lang: Language = currentLanguage()): string =>
  formatAmount(decimal, NUMBER_LOCALE[lang]);

const compacts = new Map<Language, Intl.NumberFormat>();
/** A large figure in few characters ("1.2M", "1.2 ล้าน"): chart axes. */
export function formatCompact(value: number, lang: Language = currentLanguage()): string {
  let format = compacts.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[lang], { notation: 'compact', maximumFractionDigits: 1 });
    compacts.set(lang, format);
  }
  return format.format(value);
}

const days = new Map<Language, Intl.DateTimeFormat>();
/** A market day (a UTC midnight, in ms) as "26 Nov" in the reader's language: chart axes. */
export function formatDay(epochMs: number, lang: Language = currentLanguage()): string {
  let format = days.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' });
    days.set(lang, format);
  }
  return format.format(new Date(epochMs));
}
