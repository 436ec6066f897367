import { marketDayRange, toMinor } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { createMemberDirectory } from '../identity/member/member-directory.js';

/** The console queues' filters as the repositories read them (all optional, the member resolved). */
export type QueueFilter = {
  memberId?: number | undefined;
  minAmount?: bigint | undefined;
  maxAmount?: bigint | undefined;
  /** Deposits: the channel's code; withdrawals: the payout provider's name (whatever its case). */
  channel?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

type QueueQuery = {
  username?: string | undefined;
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
  channel?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

/** A queue query as a filter: days are the brand's market days; null when the username names no member (an empty page). */
export async function queueFilterOf(
  deps: { db: Db; merchantCode: string; timeZone: string },
  q: QueueQuery,
): Promise<QueueFilter | null> {
  let memberId: number | undefined;
  if (q.username) {
    const member = await createMemberDirectory(deps.db).byUsername(deps.merchantCode, q.username);
    if (!member) return null;
    memberId = member.id;
  }
  return {
    memberId,
    minAmount: q.minAmount === undefined ? undefined : toMinor(q.minAmount),
    maxAmount: q.maxAmount === undefined ? undefined : toMinor(q.maxAmount),
    channel: q.channel,
    from: q.startDate ? marketDayRange(q.startDate, q.startDate, deps.timeZone).from : undefined,
    to: q.endDate ? marketDayRange(q.endDate, q.endDate, deps.timeZone).to : undefined,
  };
}
