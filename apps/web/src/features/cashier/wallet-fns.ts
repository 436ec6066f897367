import { formatAmount } from '@fortuna/contracts/money-format';

/** Fee preview exactly as the server computes it: basis points rounded down plus the fixed part. */
export function previewFee(amount: string, feeBps: number, feeFixed: string): { fee: string; credit: string } | null {
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(amount)) return null;
  const toMinor = (v: string) => {
    const [w = '0', f = ''] = v.split('.');
    return BigInt(w) * 100n + BigInt((f + '00').slice(0, 2));
  };
  const minor = toMinor(amount);
  const fee = (minor * BigInt(feeBps)) / 10_000n + toMinor(feeFixed);
  const show = (m: bigint) =>
    `${m < 0n ? '-' : ''}${(m < 0n ? -m : m) / 100n}.${String((m < 0n ? -m : m) % 100n).padStart(2, '0')}`;
  return { fee: show(fee), credit: show(minor - fee) };
}

/**
 * A deposit amount against its channel: the fee preview, and why it cannot be sent
 * ('amountInvalid': not money; 'range': outside the channel's limits), or null.
 */
export function depositCheck(
  amount: string,
  channel: { minAmount: string; maxAmount: string; feeBps: number; feeFixed: string },
): { preview: { fee: string; credit: string } | null; problem: 'amountInvalid' | 'range' | null } {
  const preview = previewFee(amount.trim(), channel.feeBps, channel.feeFixed);
  if (!preview) return { preview, problem: 'amountInvalid' };
  const value = Number(amount);
  const outside = value < Number(channel.minAmount) || value > Number(channel.maxAmount);
  return { preview, problem: outside ? 'range' : null };
}

export const QUICK_AMOUNTS = ['100', '300', '500', '1000', '3000', '5000'] as const;

/** Spec §5/§9: uploads are png or jpg, at most 5 MB. Answers the problem's message key, or null. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export function imageProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/** A notice's parameters as translation values (amounts formatted like every other amount). */
export function noticeValues(
  params: {
    orderNo?: string;
    amount?: string;
    note?: string;
    lock?: string;
    until?: string;
    change?: string;
    openAt?: string;
    subject?: string;
    text?: string;
    contractKind?: string;
    contractAction?: string;
    counterpart?: string;
  },
  locale = 'en',
) {
  return {
    orderNo: params.orderNo ?? '',
    amount: params.amount ? formatAmount(params.amount, locale) : '',
    note: params.note ?? '',
    // A security lock: when it ends, and which code was locked (the text's i18next context).
    until: params.until ? new Date(params.until).toLocaleString(locale) : '',
    // SECURITY_CHANGED: what changed, and when withdrawals open again (the `_held` wording).
    change: params.change ?? '',
    openAt: params.openAt ? new Date(params.openAt).toLocaleString(locale) : '',
    // STAFF_MESSAGE: staff's own words.
    subject: params.subject ?? '',
    text: params.text ?? '',
    // CONTRACT: which kind, the other side, and what happened to whom (the text's context).
    contractKind: params.contractKind ?? '',
    counterpart: params.counterpart ?? '',
    ...(params.lock
      ? { context: params.lock }
      : params.openAt
        ? { context: 'held' }
        : params.contractAction
          ? { context: params.contractAction }
          : {}),
  };
}
