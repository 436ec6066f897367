import {
  NoticeKind,
  type MarkMessagesRead,
  type MemberMessage,
  type MemberMessagePage,
  type MemberMessageQuery,
  type NoticeParams,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import type { RealtimeHub } from '../../platform/realtime.js';
import { messagesRepository as repo, type MessageRow } from './messages-repository.js';

export type NoticeInput = { memberId: number; kind: NoticeKind; params: NoticeParams; dedupeKey: string };
type Row = MessageRow;

export type MessagesDeps = { db: Db; merchantCode: string; clock: () => Date; realtime: RealtimeHub };

const view = (row: Row): MemberMessage => ({
  id: row.id,
  kind: NoticeKind.parse(row.kind),
  params: row.params,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Member notices (messageV2) and the live pushes that announce them. `record` writes inside the
 * caller's transaction (so a notice exists exactly when its money movement does); `announce`
 * pushes after the commit.
 */
export function createMessagesService({ db, merchantCode, clock, realtime }: MessagesDeps) {
  const unread = (memberId: number) => repo.unreadCount(db, memberId);

  return {
    /** Stores a notice once per dedupe key; null when it already existed. */
    async record(input: NoticeInput, tx: Pick<Db, 'insert'> = db): Promise<MemberMessage | null> {
      const row = await repo.insert(tx, {
        merchantCode,
        memberId: input.memberId,
        kind: input.kind,
        params: Object.fromEntries(
          Object.entries(input.params).filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
        dedupeKey: input.dedupeKey,
        createdAt: clock(),
      });
      return row ? view(row) : null;
    },

    /** After commit: tells the member's open pages that money moved, and shows the notice if new. */
    async announce(memberId: number, message: MemberMessage | null): Promise<void> {
      await realtime.push(memberId, { type: 'balance' });
      if (message) await realtime.push(memberId, { type: 'message', message });
    },

    unread,

    async list(memberId: number, query: MemberMessageQuery): Promise<MemberMessagePage> {
      const [{ rows, total: n }, unreadCount] = await Promise.all([
        repo.page(db, memberId, query.unreadOnly === 'true', query.pageSize, (query.pageNo - 1) * query.pageSize),
        unread(memberId),
      ]);
      return {
        list: rows.map(view),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total: n,
        totalPages: Math.ceil(n / query.pageSize),
        unread: unreadCount,
      };
    },

    /** Marks the member's own messages read; ids of other members are ignored. Answers the unread count. */
    async markRead(memberId: number, body: MarkMessagesRead): Promise<{ unread: number }> {
      await repo.markRead(db, memberId, 'ids' in body ? body.ids : undefined, clock());
      return { unread: await unread(memberId) };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
