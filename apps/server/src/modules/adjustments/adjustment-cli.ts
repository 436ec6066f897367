import { eq, sql } from 'drizzle-orm';
import { formatMinor, MoneyInput, toMinor } from '@fortuna/contracts';
import { createAuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import { DEFAULT_APPROVAL_THRESHOLD } from './adjustment-fns.js';
import { adjustmentSetting } from './adjustment-tables.js';

const USAGE = 'usage: adjustments threshold [<amount, e.g. 1000.00>] [--note <reason>]';

/**
 * `cli.js adjustments threshold [<amount>]`: shows or sets the brand's approval threshold of
 * manual balance adjustments (above it a second staff member approves); a change is audited.
 */
export async function runAdjustmentCommand(
  db: Db,
  merchantCode: string,
  args: string[],
  note: string,
  operator: string,
): Promise<string> {
  if (args[1] !== 'threshold' || args.length > 3) throw new Error(USAGE);
  const read = async (tx: Pick<Db, 'select'>) =>
    (
      await tx
        .select({ value: adjustmentSetting.approvalThreshold })
        .from(adjustmentSetting)
        .where(eq(adjustmentSetting.merchantCode, merchantCode))
    )[0]?.value ?? DEFAULT_APPROVAL_THRESHOLD;
  const text = args[2];
  if (text === undefined) return `adjustment approval threshold: ${formatMinor(await read(db))}`;
  if (!MoneyInput.safeParse(text).success) throw new Error(`not an amount: ${text}\n${USAGE}`);
  const value = toMinor(text);
  await db.transaction(async (tx) => {
    const before = await read(tx);
    await tx
      .insert(adjustmentSetting)
      .values({ merchantCode, approvalThreshold: value })
      .onConflictDoUpdate({
        target: adjustmentSetting.merchantCode,
        set: { approvalThreshold: sql`excluded.approval_threshold` },
      });
    await createAuditChain(db, merchantCode, () => new Date()).append(
      {
        actorKind: 'cli',
        actor: operator,
        action: 'adjustments.threshold',
        target: 'setting:adjustmentApprovalThreshold',
        before: formatMinor(before),
        after: formatMinor(value),
        reason: note,
      },
      tx,
    );
  });
  return `adjustment approval threshold: ${formatMinor(value)}`;
}
