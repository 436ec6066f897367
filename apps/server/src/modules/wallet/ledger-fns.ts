import { createHash } from 'node:crypto';

export type OwnerKind = 'member' | 'house' | 'system';
/** Names one wallet of one owner, e.g. a member's MAIN wallet or the house GAME_BANK. */
export type AccountRef = { ownerKind: OwnerKind; ownerId: number; wallet: string };
export type Posting = { account: AccountRef; amount: bigint };

export const accountKey = (a: AccountRef) => `${a.ownerKind}:${a.ownerId}:${a.wallet}`;

export class LedgerRuleError extends Error {}

/**
 * Checks a transaction's postings before any SQL runs: at least two accounts, no zero line, one
 * line per account, and the amounts sum to zero (double entry).
 */
export function checkPostings(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new LedgerRuleError('a transaction needs at least two postings');
  const seen = new Set<string>();
  let total = 0n;
  for (const p of postings) {
    if (p.amount === 0n) throw new LedgerRuleError('a posting cannot be zero');
    const key = accountKey(p.account);
    if (seen.has(key)) throw new LedgerRuleError(`account ${key} appears twice`);
    seen.add(key);
    total += p.amount;
  }
  if (total !== 0n) throw new LedgerRuleError(`postings sum to ${total}, not zero`);
}

/** Fingerprint of an operation's parameters, so a reused idempotency key with other ones is refused. */
export function requestHash(kind: string, postings: readonly Posting[], reference: string): string {
  const canonical = [...postings]
    .map((p) => `${accountKey(p.account)}=${p.amount}`)
    .sort()
    .join('|');
  return createHash('sha256').update(`${kind}\n${reference}\n${canonical}`).digest('hex');
}

/** Members' wallets never go below zero; the operator's side (house, system) may. */
export const mayGoNegative = (a: AccountRef) => a.ownerKind !== 'member';
