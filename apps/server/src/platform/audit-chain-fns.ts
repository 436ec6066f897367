import { createHash } from 'node:crypto';

/** The hash the first entry chains to. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry says; its hash covers all of it and the previous entry's hash. */
export type AuditContent = {
  seq: number;
  at: Date;
  actorKind: 'staff' | 'job' | 'cli' | 'system';
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  reason: string;
  ip: string | null;
};

/** JSON with object keys sorted at every depth: the same value always gives the same text (jsonb reorders keys). */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** SHA-256 (hex) of the previous hash, a newline and the entry's canonical content. */
export function entryHash(prevHash: string, content: AuditContent): string {
  const { seq, at, actorKind, actor, action, target, before, after, reason, ip } = content;
  const fields = { seq, at: at.toISOString(), actorKind, actor, action, target, before, after, reason, ip };
  const canonical = canonicalJson(fields);
  return createHash('sha256').update(`${prevHash}\n${canonical}`).digest('hex');
}

export type StoredEntry = AuditContent & { prevHash: string; hash: string };

/** Where a walk of the chain stands after some entries (checked page by page). */
export type ChainWalk = { expectedSeq: number; prevHash: string; checked: number };
export const chainStart = (): ChainWalk => ({ expectedSeq: 1, prevHash: GENESIS_HASH, checked: 0 });

export type ChainBreak = { seq: number; problem: string };

/**
 * Checks the next entries of the chain in seq order: each must follow the one before (no gap:
 * a deleted row), link to its hash (reordered or replaced rows) and hash to its own content
 * (an edited row). Answers the first break, or null and the walk to continue from.
 */
export function walkChain(walk: ChainWalk, entries: StoredEntry[]): ChainBreak | null {
  for (const entry of entries) {
    if (entry.seq !== walk.expectedSeq)
      return {
        seq: walk.expectedSeq,
        problem: `entry ${walk.expectedSeq} is missing (next found: ${entry.seq}): deleted or reordered`,
      };
    if (entry.prevHash !== walk.prevHash)
      return { seq: entry.seq, problem: `entry ${entry.seq} does not link to the hash of entry ${entry.seq - 1}` };
    if (entryHash(entry.prevHash, entry) !== entry.hash)
      return { seq: entry.seq, problem: `entry ${entry.seq} does not match its hash: edited` };
    walk.expectedSeq += 1;
    walk.prevHash = entry.hash;
    walk.checked += 1;
  }
  return null;
}
