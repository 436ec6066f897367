import { z } from 'zod';
import { StaffAllowList } from '@fortuna/contracts';

/** Every staff change carries the reason the audit log keeps (3–500 characters, as the contract's). */
export const reasonSchema = z.string().trim().min(3, 'validation:enterContent').max(500);

/**
 * CIDR blocks typed one per line or separated by commas; null when one of them is not a block
 * (the contract's own rule), [] for "any address".
 */
export function parseCidrs(text: string): string[] | null {
  const blocks = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return StaffAllowList.safeParse(blocks).success ? blocks : null;
}
