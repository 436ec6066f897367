/** Pure rules of the CountrySelect list's keyboard. */

/**
 * The option a key makes active, like a native select: arrows step, Home/End jump, a letter goes
 * to the next country starting with it (wrapping round; staying put when there is none). null:
 * a key the list does not move on.
 */
export function activeAfterKey(key: string, active: number, names: readonly string[]): number | null {
  const last = names.length - 1;
  if (key === 'ArrowDown') return Math.min(last, active + 1);
  if (key === 'ArrowUp') return Math.max(0, active - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (!/^\p{L}$/u.test(key)) return null;
  const letter = key.toLowerCase();
  const starts = (name: string) => name.toLowerCase().startsWith(letter);
  const next = names.findIndex((name, i) => i > active && starts(name));
  const found = next >= 0 ? next : names.findIndex(starts);
  return found >= 0 ? found : active;
}
