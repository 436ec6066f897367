import {
  createMemberRepository,
  usernameSql,
  type MemberSummaryRow,
  type OwnChanges,
  type Tx,
} from './member-repository.js';

/** What another module may know of a member: name, type, status, place in the team tree, real name. */
export type MemberSummary = MemberSummaryRow;

/** The real name is set once: by the member's first payout account or in My account while it is empty. */
export const isRealNameSet = (payeeName: string | null): boolean => Boolean(payeeName);

/**
 * The member module's API for other modules (cashier, transfer, account, verification): they read
 * members, set the real name and change what My account changes through it, never through the
 * member table. Each call can join the caller's
 * transaction (`tx`).
 */
export function createMemberDirectory(db: Tx) {
  const repo = createMemberRepository(db);
  return {
    /** Any member by id (null when there is none). */
    byId: (id: number, tx?: Tx): Promise<MemberSummary | null> => repo.summaryById(id, null, tx),
    /**
     * Locks the member's row for the rest of `tx` and answers it: concurrent changes checked
     * against per-member rules (payout accounts' limit and real name) run one after another.
     */
    lockById: (id: number, tx: Tx): Promise<MemberSummary | null> => repo.lockSummary(id, tx),
    /** A member of this brand by id. */
    inBrandById: (merchantCode: string, id: number, tx?: Tx): Promise<MemberSummary | null> =>
      repo.summaryById(id, merchantCode, tx),
    /** A member of this brand by username, whatever its case. */
    byUsername: (merchantCode: string, username: string, tx?: Tx): Promise<MemberSummary | null> =>
      repo.summaryByUsername(merchantCode, username, tx),
    async usernameOf(id: number, tx?: Tx): Promise<string> {
      return (await repo.summaryById(id, null, tx))?.username ?? '';
    },
    /** Active members below an agent whose username starts with `keyword`, nearest levels first. */
    teamSearch: (merchantCode: string, agent: { id: number; path: string }, keyword: string, limit: number) =>
      repo.teamSearch(merchantCode, agent, keyword, limit),
    async isMobileRegistered(merchantCode: string, phone: { countryDialingCode: string; mobileNum: string }) {
      return (await repo.byMobile(merchantCode, phone.countryDialingCode, phone.mobileNum)) !== null;
    },

    /** My account (module account): the member's own row, and changes to its profile, contact and credentials. */
    ownRow: (id: number, tx?: Tx) => repo.byId(id, tx),
    updateOwn: (id: number, changes: OwnChanges, tx?: Tx) => repo.update(id, changes, tx),

    /**
     * Sets the real name when it is still empty (isRealNameSet); true when this call set it. Once
     * set, only customer service changes it, because payout accounts must carry the same name.
     */
    setRealNameOnce: (id: number, name: string, tx?: Tx): Promise<boolean> => repo.setRealNameIfEmpty(id, name, tx),
  };
}
export type MemberDirectory = ReturnType<typeof createMemberDirectory>;

/** A member's username as a SQL subquery, for lists of other modules' rows (operator queues, records). */
export const memberUsernameSql = usernameSql;
