/**
 * The team rollups' rules, pure: which 5-minute windows are closed, and one member's figures in
 * a window from the modules' raw figures (rounds, cashier, bonuses).
 */

export const WINDOW_MS = 5 * 60_000;
/**
 * A window is closed (and written, once) this long after its end: a posting that commits a
 * little after its timestamp (a transaction begun before the window ended) still counts in it.
 */
export const CLOSE_GRACE_MS = 60_000;
/** At most this many 5-minute windows per run (a week): a long history catches up over runs. */
export const MAX_WINDOWS_PER_RUN = 7 * 288;
/** DEFAULT (docs/decisions.md): a member is active in a period when its valid bet reaches this (minor units). */
export const ACTIVE_VALID_BET = 1n;

export type Grain = '5m' | 'hour' | 'day';

export type RollupFigures = {
  rounds: number;
  bets: bigint;
  validBets: bigint;
  payouts: bigint;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bonuses: bigint;
};

export type RollupRow = RollupFigures & {
  windowStart: Date;
  memberId: number;
  profitLoss: bigint;
  active: boolean;
};

export const ZERO_FIGURES: RollupFigures = {
  rounds: 0,
  bets: 0n,
  validBets: 0n,
  payouts: 0n,
  deposits: 0n,
  depositCount: 0,
  withdrawals: 0n,
  withdrawalCount: 0,
  bonuses: 0n,
};

/** The start of the 5-minute window holding `at` (windows count from the epoch). */
export const windowStartOf = (at: Date): Date => new Date(Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS);

/**
 * The 5-minute windows one run may close: from the frontier up to the last window ended at least
 * the grace ago, at most MAX_WINDOWS_PER_RUN of them; null when none is due.
 */
export function windowsToClose(frontier: Date, now: Date): { from: Date; to: Date } | null {
  const due = windowStartOf(new Date(now.getTime() - CLOSE_GRACE_MS));
  const to = new Date(Math.min(due.getTime(), frontier.getTime() + MAX_WINDOWS_PER_RUN * WINDOW_MS));
  return to.getTime() > frontier.getTime() ? { from: frontier, to } : null;
}

/** The member's own result in a period: what it won back and was given, less what it staked. */
export const profitLossOf = (f: Pick<RollupFigures, 'bets' | 'payouts' | 'bonuses'>): bigint =>
  f.payouts + f.bonuses - f.bets;

export const isActive = (validBets: bigint, threshold = ACTIVE_VALID_BET): boolean => validBets >= threshold;

export function addFigures(a: RollupFigures, b: Partial<RollupFigures>): RollupFigures {
  return {
    rounds: a.rounds + (b.rounds ?? 0),
    bets: a.bets + (b.bets ?? 0n),
    validBets: a.validBets + (b.validBets ?? 0n),
    payouts: a.payouts + (b.payouts ?? 0n),
    deposits: a.deposits + (b.deposits ?? 0n),
    depositCount: a.depositCount + (b.depositCount ?? 0),
    withdrawals: a.withdrawals + (b.withdrawals ?? 0n),
    withdrawalCount: a.withdrawalCount + (b.withdrawalCount ?? 0),
    bonuses: a.bonuses + (b.bonuses ?? 0n),
  };
}

type Keyed = { windowStart: Date; memberId: number };

/**
 * One row per (window, member) that had anything: the modules' figures of the same window and
 * member added together, with the member's P&L and active flag.
 */
export function mergeWindowFigures(sources: ReadonlyArray<ReadonlyArray<Keyed & Partial<RollupFigures>>>): RollupRow[] {
  const rows = new Map<string, Keyed & RollupFigures>();
  for (const source of sources)
    for (const part of source) {
      const key = `${part.windowStart.getTime()}:${part.memberId}`;
      const { windowStart, memberId, ...figures } = part;
      const before = rows.get(key) ?? { windowStart, memberId, ...ZERO_FIGURES };
      rows.set(key, { windowStart, memberId, ...addFigures(before, figures) });
    }
  return [...rows.values()]
    .map((r) => ({ ...r, profitLoss: profitLossOf(r), active: isActive(r.validBets) }))
    .sort((a, b) => a.windowStart.getTime() - b.windowStart.getTime() || a.memberId - b.memberId);
}
