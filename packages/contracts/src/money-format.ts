/**
 * How the platform writes money for people, shared by the web app and the house game clients:
 * the currency symbol right before the amount, grouped thousands and two decimals in the
 * reader's language ("₱1,234.50"). Amounts stay decimal strings until shown (no floating point).
 */

/**
 * A locale's grouping formatter and decimal separator, made once per locale: a formatter costs
 * far more to make than to use, and every amount on a screen is written with one.
 */
const localeFormats = new Map<string, { grouping: Intl.NumberFormat; separator: string }>();
function formatsOf(locale: string) {
  let formats = localeFormats.get(locale);
  if (!formats) {
    const separator = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(1.1).charAt(1);
    formats = { grouping: new Intl.NumberFormat(locale), separator };
    localeFormats.set(locale, formats);
  }
  return formats;
}

/** "1234.5" → "1,234.50" in the reader's locale; money stays a string until shown. */
export function formatAmount(decimal: string, locale: string): string {
  const [whole = '0', fraction = '00'] = decimal.replace('-', '').split('.');
  const { grouping, separator } = formatsOf(locale);
  return `${decimal.startsWith('-') ? '-' : ''}${grouping.format(BigInt(whole))}${separator}${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** The sign people write for an ISO 4217 code ("PHP" → "₱", "THB" → "฿"); the code itself when none is known. */
export function currencySymbolOf(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/** "₱1,234.50": an amount with its currency sign, as the web app's header and cashier write it. */
export function formatMoney(decimal: string, symbol: string, locale: string): string {
  const amount = formatAmount(decimal, locale);
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}
