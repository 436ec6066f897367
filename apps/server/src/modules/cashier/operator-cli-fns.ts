/** An operator listing: one line a row, its fields tab-separated (a missing one empty), or `empty` when there are no rows. */
export const tabLines = (rows: ReadonlyArray<ReadonlyArray<string | null | undefined>>, empty: string): string =>
  rows.map((fields) => fields.join('\t')).join('\n') || empty;

/**
 * `approve <orderNo> [--note]` or `reject <orderNo> --note <reason>`: the decision's answer line,
 * or null when the arguments name no decision. A rejection needs the reason the member will see.
 */
export async function decideOrder(
  action: string | undefined,
  orderNo: string | undefined,
  note: string,
  decide: (decision: 'approve' | 'reject', orderNo: string) => Promise<{ orderNo: string; status: string }>,
): Promise<string | null> {
  if ((action !== 'approve' && action !== 'reject') || !orderNo) return null;
  if (action === 'reject' && !note) throw new Error('reject needs --note with the reason the member will see');
  const result = await decide(action, orderNo);
  return `${result.orderNo}: ${result.status}`;
}
