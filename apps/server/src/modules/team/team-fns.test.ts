import { describe, expect, it } from 'vitest';
import {
  CLOSE_GRACE_MS,
  MAX_WINDOWS_PER_RUN,
  mergeWindowFigures,
  profitLossOf,
  WINDOW_MS,
  windowStartOf,
  windowsToClose,
} from './team-fns.js';

const at = (iso: string) => new Date(iso);

describe('team rollup rules', () => {
  it('puts an instant in the 5-minute window that holds it', () => {
    expect(windowStartOf(at('2026-11-26T10:04:59.999Z'))).toEqual(at('2026-11-26T10:00:00Z'));
    expect(windowStartOf(at('2026-11-26T10:05:00Z'))).toEqual(at('2026-11-26T10:05:00Z'));
  });

  it('closes only windows that ended at least the grace ago', () => {
    const frontier = at('2026-11-26T10:00:00Z');
    expect(windowsToClose(frontier, at('2026-11-26T10:05:59Z'))).toBeNull();
    expect(windowsToClose(frontier, new Date(at('2026-11-26T10:05:00Z').getTime() + CLOSE_GRACE_MS))).toEqual({
      from: frontier,
      to: at('2026-11-26T10:05:00Z'),
    });
    expect(windowsToClose(frontier, at('2026-11-26T10:31:10Z'))?.to).toEqual(at('2026-11-26T10:30:00Z'));
  });

  it('closes at most a week of windows in one run', () => {
    const frontier = at('2026-01-01T00:00:00Z');
    const range = windowsToClose(frontier, at('2026-11-26T00:00:00Z'));
    expect(range?.to.getTime()).toBe(frontier.getTime() + MAX_WINDOWS_PER_RUN * WINDOW_MS);
  });

  it("adds the modules' figures of one member and window, with P&L and the active flag", () => {
    const w = at('2026-11-26T10:00:00Z');
    const rows = mergeWindowFigures([
      [
        { windowStart: w, memberId: 7, rounds: 2, bets: 1000n, validBets: 900n, payouts: 400n },
        { windowStart: w, memberId: 8, rounds: 1, bets: 0n, validBets: 0n, payouts: 0n },
      ],
      [{ windowStart: w, memberId: 7, deposits: 5000n, depositCount: 1, withdrawals: 0n, withdrawalCount: 0 }],
      [{ windowStart: w, memberId: 9, bonuses: 300n }],
    ]);
    expect(rows.map((r) => [r.memberId, r.bets, r.deposits, r.bonuses, r.profitLoss, r.active])).toEqual([
      [7, 1000n, 5000n, 0n, -600n, true],
      [8, 0n, 0n, 0n, 0n, false],
      [9, 0n, 0n, 300n, 300n, false],
    ]);
  });

  it("counts a member's result as payouts plus bonuses less bets", () => {
    expect(profitLossOf({ bets: 100n, payouts: 250n, bonuses: 10n })).toBe(160n);
  });
});
