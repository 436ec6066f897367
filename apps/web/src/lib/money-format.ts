/** "1234.5" → "1,234.50" in the reader's locale; money stays a string until shown. */
export function formatAmount(decimal: string, locale: string): string {
  const [whole = '0', fraction = '00'] = decimal.replace('-', '').split('.');
  const grouped = new Intl.NumberFormat(locale).format(BigInt(whole));
  const separator = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(1.1).charAt(1);
  return `${decimal.startsWith('-') ? '-' : ''}${grouped}${separator}${fraction.padEnd(2, '0').slice(0, 2)}`;
}
