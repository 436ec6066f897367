/**
 * Rules of the account games pages (/favorite, /recent; spec §2 "AccountGame"). Kept apart from
 * lobby-fns.ts, which the home route loads, because only these lazily loaded pages use them.
 */

type VendorData = ReadonlyArray<{ vendors: ReadonlyArray<{ vassalage: string; displayName: string }> }>;

/**
 * The vendor menu of an account page: the vendors of the member's own games there (plus the
 * one picked in the URL, so the pressed chip never disappears), in the vendor data's order and
 * named as it names them. A code that runs several categories (JILI slots, fishing, cards)
 * appears once, under its first name.
 */
export function accountVendorMenu(
  codes: readonly string[],
  categories: VendorData,
): Array<{ key: string; label: string }> {
  const names = new Map<string, string>();
  for (const category of categories)
    for (const vendor of category.vendors)
      if (!names.has(vendor.vassalage)) names.set(vendor.vassalage, vendor.displayName);
  const order = [...names.keys()];
  const rank = (code: string) => (names.has(code) ? order.indexOf(code) : order.length);
  return [...new Set(codes)]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((code) => ({ key: code, label: names.get(code) ?? code }));
}
