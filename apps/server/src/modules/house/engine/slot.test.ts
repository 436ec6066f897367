import { describe, expect, it } from 'vitest';
import { createRng, scriptedSource } from './rng.js';
import {
  FORTUNA_FRUITS,
  LINE_PAYS,
  PAYLINES,
  REEL_STRIPS,
  SCATTER_PAYS,
  publishedHitFrequency,
  publishedRtp,
  publishedRtpFraction,
  publishedVariance,
} from './slot-game.js';
import type { SlotSymbol } from './slot-game.js';
import { computeRtp, computeRtpFromSymbolCounts } from './slot-rtp.js';
import { SlotBetError, compileSlot, evaluateStops, evaluateWindow, lineBetOf, spin } from './slot.js';

const BET = 2_000n; // line bet 100
const LINE_BET = 100n;

/** Builds window[reel][row] from three rows written as they look on screen. */
function screen(top: SlotSymbol[], middle: SlotSymbol[], bottom: SlotSymbol[]): SlotSymbol[][] {
  return [0, 1, 2, 3, 4].map((reel) => [top[reel], middle[reel], bottom[reel]] as SlotSymbol[]);
}
// Top and bottom rows that form no line with each other or with the middle rows used below.
const TOP: SlotSymbol[] = ['CHERRY', 'LEMON', 'ORANGE', 'CHERRY', 'LEMON'];
const BOTTOM: SlotSymbol[] = ['PLUM', 'ORANGE', 'LEMON', 'PLUM', 'ORANGE'];
const pay = (symbol: keyof typeof LINE_PAYS, count: 3 | 4 | 5) => LINE_BET * BigInt(LINE_PAYS[symbol][count - 3] ?? 0);

describe('Fortuna Fruits return', () => {
  it('walks every stop combination to exactly the published return and variance', () => {
    const result = computeRtp();
    expect(result.combinations).toBe(REEL_STRIPS.reduce((n, strip) => n * strip.length, 1));
    // Exact: Σ win (line bets) / (20 × combinations) is the published fraction.
    expect(result.winSum * publishedRtpFraction.denominator).toBe(
      publishedRtpFraction.numerator * 20n * BigInt(result.combinations),
    );
    expect(Number(result.rtp.toFixed(6))).toBe(publishedRtp);
    expect(Number(result.variance.toFixed(6))).toBe(publishedVariance);
    expect(Number(result.hitFrequency.toFixed(6))).toBe(publishedHitFrequency);
    expect(publishedRtp).toBeGreaterThanOrEqual(0.94);
    expect(publishedRtp).toBeLessThanOrEqual(0.97);
    expect(Math.sqrt(publishedVariance)).toBeLessThanOrEqual(6);
  });

  it('agrees with the independent per-line calculation from symbol counts', () => {
    const bySymbols = computeRtpFromSymbolCounts();
    expect(bySymbols.numerator * publishedRtpFraction.denominator).toBe(
      publishedRtpFraction.numerator * bySymbols.denominator,
    );
  });

  it('matches a naive spin-by-spin walk on a small slot, second moment included', () => {
    // Short strips (6^5 = 7,776 combinations) with wilds and stars, so the pruned walk in
    // computeRtp can be checked against evaluating every window with the real pay rules.
    const strips: SlotSymbol[][] = [
      ['WILD', 'SEVEN', 'STAR', 'CHERRY', 'BELL', 'SEVEN'],
      ['SEVEN', 'WILD', 'CHERRY', 'STAR', 'SEVEN', 'BELL'],
      ['CHERRY', 'SEVEN', 'WILD', 'BELL', 'STAR', 'SEVEN'],
      ['STAR', 'SEVEN', 'CHERRY', 'WILD', 'SEVEN', 'BELL'],
      ['SEVEN', 'CHERRY', 'STAR', 'SEVEN', 'WILD', 'BELL'],
    ];
    const small = compileSlot({ ...FORTUNA_FRUITS, strips });
    let sum = 0n;
    let squares = 0n;
    const stops = [0, 0, 0, 0, 0];
    for (let k = 0; k < 6 ** 5; k += 1) {
      for (let reel = 0, rest = k; reel < 5; reel += 1, rest = Math.floor(rest / 6)) stops[reel] = rest % 6;
      const win = evaluateStops(stops, 20n, small).totalWinMinor; // line bet 1: win in line bets
      sum += win;
      squares += win * win;
    }
    const walked = computeRtp(small);
    expect(walked.winSum).toBe(sum);
    expect(walked.winSquareSum).toBe(squares);
    expect(computeRtpFromSymbolCounts(small).numerator * 20n).toBe(sum);
  });

  it('publishes 20 distinct lines and strips where a reel never shows two stars', () => {
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(20);
    for (const strip of REEL_STRIPS) {
      strip.forEach((symbol, i) => {
        if (symbol === 'STAR') {
          expect(strip[(i + 1) % strip.length]).not.toBe('STAR');
          expect(strip[(i + 2) % strip.length]).not.toBe('STAR');
        }
      });
    }
  });
});

describe('Fortuna Fruits pays', () => {
  it('pays nothing for a window without a line or three stars', () => {
    const result = evaluateWindow(screen(TOP, ['SEVEN', 'BELL', 'SEVEN', 'BELL', 'SEVEN'], BOTTOM), BET);
    expect(result.lineWins).toEqual([]);
    expect(result.scatterWin).toBeNull();
    expect(result.totalWinMinor).toBe(0n);
  });

  it('pays 3, 4 and 5 of a kind from the left on the line bet', () => {
    const three = evaluateWindow(screen(TOP, ['BELL', 'BELL', 'BELL', 'MELON', 'BELL'], BOTTOM), BET);
    expect(three.lineWins).toEqual([{ line: 1, symbol: 'BELL', count: 3, payMinor: pay('BELL', 3) }]);
    expect(three.totalWinMinor).toBe(1_500n);

    const four = evaluateWindow(screen(TOP, ['MELON', 'MELON', 'MELON', 'MELON', 'BELL'], BOTTOM), BET);
    expect(four.lineWins).toEqual([{ line: 1, symbol: 'MELON', count: 4, payMinor: pay('MELON', 4) }]);

    const five = evaluateWindow(screen(TOP, ['SEVEN', 'SEVEN', 'SEVEN', 'SEVEN', 'SEVEN'], BOTTOM), BET);
    expect(five.lineWins).toEqual([{ line: 1, symbol: 'SEVEN', count: 5, payMinor: 40_000n }]);
  });

  it('does not pay a run that does not start on reel 1', () => {
    const result = evaluateWindow(screen(TOP, ['MELON', 'SEVEN', 'SEVEN', 'SEVEN', 'SEVEN'], BOTTOM), BET);
    expect(result.totalWinMinor).toBe(0n);
  });

  it('lets WILD stand in for a line symbol', () => {
    const result = evaluateWindow(screen(TOP, ['SEVEN', 'WILD', 'SEVEN', 'WILD', 'BELL'], BOTTOM), BET);
    expect(result.lineWins).toEqual([{ line: 1, symbol: 'SEVEN', count: 4, payMinor: pay('SEVEN', 4) }]);
    const leading = evaluateWindow(screen(TOP, ['WILD', 'PLUM', 'PLUM', 'MELON', 'BELL'], BOTTOM), BET);
    expect(leading.lineWins).toContainEqual({ line: 1, symbol: 'PLUM', count: 3, payMinor: pay('PLUM', 3) });
  });

  it('pays a line of wilds as WILD when that beats the symbol it completes', () => {
    const wilds = evaluateWindow(screen(TOP, ['WILD', 'WILD', 'WILD', 'CHERRY', 'BELL'], BOTTOM), BET);
    // WILD ×3 (50) beats CHERRY ×4 (8).
    expect(wilds.lineWins).toContainEqual({ line: 1, symbol: 'WILD', count: 3, payMinor: pay('WILD', 3) });
    const sevens = evaluateWindow(screen(TOP, ['WILD', 'WILD', 'WILD', 'SEVEN', 'SEVEN'], BOTTOM), BET);
    // SEVEN ×5 (400) beats WILD ×3 (50); one line never pays twice.
    expect(sevens.lineWins.filter((w) => w.line === 1)).toEqual([
      { line: 1, symbol: 'SEVEN', count: 5, payMinor: pay('SEVEN', 5) },
    ]);
    const five = evaluateWindow(screen(TOP, ['WILD', 'WILD', 'WILD', 'WILD', 'WILD'], BOTTOM), BET);
    expect(five.lineWins).toContainEqual({ line: 1, symbol: 'WILD', count: 5, payMinor: 100_000n });
    for (const result of [wilds, sevens, five]) {
      expect(result.totalWinMinor).toBe(result.lineWins.reduce((sum, w) => sum + w.payMinor, 0n));
    }
  });

  it('does not let WILD stand in for STAR', () => {
    const result = evaluateWindow(screen(TOP, ['WILD', 'WILD', 'STAR', 'STAR', 'STAR'], BOTTOM), BET);
    // Line 1 reads WILD WILD STAR: two wilds, no win (other lines complete with the top and bottom rows).
    expect(result.lineWins.find((w) => w.line === 1)).toBeUndefined();
    expect(result.scatterWin).toEqual({ count: 3, payMinor: BET * BigInt(SCATTER_PAYS[0]) });
  });

  it('pays 3, 4 and 5 stars anywhere on the total bet, added to line wins', () => {
    const three = evaluateWindow(
      screen(
        ['STAR', 'LEMON', 'ORANGE', 'CHERRY', 'LEMON'],
        ['SEVEN', 'BELL', 'SEVEN', 'BELL', 'STAR'],
        ['PLUM', 'ORANGE', 'STAR', 'PLUM', 'ORANGE'],
      ),
      BET,
    );
    expect(three.scatterWin).toEqual({ count: 3, payMinor: 4_000n });
    expect(three.totalWinMinor).toBe(4_000n);
    const four = evaluateWindow(
      screen(['STAR', 'STAR', 'ORANGE', 'STAR', 'LEMON'], ['BELL', 'BELL', 'BELL', 'MELON', 'STAR'], BOTTOM),
      BET,
    );
    expect(four.scatterWin).toEqual({ count: 4, payMinor: 20_000n });
    expect(four.lineWins).toEqual([{ line: 1, symbol: 'BELL', count: 3, payMinor: 1_500n }]);
    expect(four.totalWinMinor).toBe(21_500n);
    const five = evaluateWindow(
      screen(['STAR', 'LEMON', 'STAR', 'CHERRY', 'STAR'], ['SEVEN', 'STAR', 'SEVEN', 'STAR', 'BELL'], BOTTOM),
      BET,
    );
    expect(five.scatterWin).toEqual({ count: 5, payMinor: 100_000n });
  });

  it('reads the window from the strips at the stops, wrapping around', () => {
    const last = REEL_STRIPS.map((strip) => strip.length - 1);
    const result = evaluateStops(last, BET);
    result.window.forEach((column, reel) => {
      const strip = REEL_STRIPS[reel] ?? [];
      expect(column).toEqual([strip[strip.length - 1], strip[0], strip[1]]);
    });
  });
});

describe('Fortuna Fruits spins', () => {
  it('draws one stop per reel from the rng', () => {
    const rng = createRng(scriptedSource([3, 4, 5, 6, 7]));
    expect(spin(rng, BET).stops).toEqual([3, 4, 5, 6, 7]);
  });

  it('never pays a negative amount and always pays the sum of its wins', () => {
    const rng = createRng();
    for (let i = 0; i < 20_000; i += 1) {
      const result = spin(rng, BET);
      expect(result.totalWinMinor >= 0n).toBe(true);
      const sum = result.lineWins.reduce((s, w) => s + w.payMinor, 0n) + (result.scatterWin?.payMinor ?? 0n);
      if (result.totalWinMinor !== sum) expect(result.totalWinMinor).toBe(sum);
    }
  });

  it('refuses a bet that is not a positive multiple of 20 minor units', () => {
    const rng = createRng();
    for (const bad of [0n, -20n, 30n, 1n]) expect(() => spin(rng, bad)).toThrow(SlotBetError);
    expect(lineBetOf(20n)).toBe(1n);
    expect(lineBetOf(BET)).toBe(LINE_BET);
  });
});
