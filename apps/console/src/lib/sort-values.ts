/**
 * How a grid orders two cell values (ascending; the grid reverses for descending): empty (null,
 * undefined, '') lowest, numbers and booleans by value, decimal strings (the API's money,
 * "-1234.50") exactly by value without floating point, other strings in the reader's language
 * with numbers inside them in numeric order ("item2" before "item10"). ISO instants are strings
 * that already sort as time.
 */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

export type Scalar = string | number | boolean | null | undefined;

/** Whether a value can be ordered by {@link compareValues}: a grid offers sorting only for such columns. */
export const isScalar = (value: unknown): value is Scalar =>
  value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

const isEmpty = (value: Scalar) => value === null || value === undefined || value === '';

/** "-12.5" → -1250n at two decimals (more decimals are compared too: the scale is the longer one's). */
export function compareDecimal(a: string, b: string): number {
  const [aWhole = '0', aFraction = ''] = a.replace('-', '').split('.');
  const [bWhole = '0', bFraction = ''] = b.replace('-', '').split('.');
  const scale = Math.max(aFraction.length, bFraction.length);
  const toUnits = (negative: boolean, whole: string, fraction: string) =>
    (negative ? -1n : 1n) * BigInt(whole + fraction.padEnd(scale, '0'));
  const x = toUnits(a.startsWith('-'), aWhole, aFraction);
  const y = toUnits(b.startsWith('-'), bWhole, bFraction);
  return x === y ? 0 : x > y ? 1 : -1;
}

const collators = new Map<string, Intl.Collator>();
function collator(locale: string): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, found);
  }
  return found;
}

export function compareValues(a: Scalar, b: Scalar, locale = 'en'): number {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? -1 : 1;
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a > b ? 1 : -1;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  const x = String(a);
  const y = String(b);
  if (DECIMAL.test(x) && DECIMAL.test(y)) return compareDecimal(x, y);
  return collator(locale).compare(x, y);
}
