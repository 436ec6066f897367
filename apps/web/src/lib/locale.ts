import type { LocaleLang } from '@fortuna/contracts';

/** BCP 47 tags of the locale-file languages: html lang attribute and Intl formatting. */
export const HTML_LANG: Record<LocaleLang, string> = { EN: 'en', TY: 'fil', TH: 'th' };
export const INTL_LOCALE: Record<LocaleLang, string> = { EN: 'en-PH', TY: 'fil-PH', TH: 'th-TH' };

const twoDecimals = new Map<string, Intl.NumberFormat>();
/**
 * Amounts with two decimals in the reader's language (jackpot, winner board). One formatter per
 * locale, made on first use: making one loads the locale's data, and the jackpot re-renders every
 * few seconds.
 */
export function twoDecimalFormat(lang: LocaleLang): Intl.NumberFormat {
  const locale = INTL_LOCALE[lang];
  let format = twoDecimals.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    twoDecimals.set(locale, format);
  }
  return format;
}

/** Formats an ISO instant in the reader's language and time zone; null when unparseable. */
export function formatDateTime(iso: string | null | undefined, lang: LocaleLang, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The calendar day of an ISO instant in the reader's language and time zone (a day-long period); null when unparseable. */
export function formatDate(iso: string | null | undefined, lang: LocaleLang, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeZone }).format(date);
}
