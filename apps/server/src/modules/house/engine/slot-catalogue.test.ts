import { describe, expect, it } from 'vitest';
import { createRng, scriptedSource } from './rng.js';
import { COMPILED_SLOTS, HOUSE_SLOTS } from './slot-catalogue.js';
import { REELS } from './slot-definition.js';
import { computeRtp, computeRtpFromSymbolCounts } from './slot-rtp.js';
import { evaluateStops, lineBetOf, spin, SlotBetError } from './slot.js';

/** A seeded uint32 source (mulberry32): the same spins on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

describe('the house slots', () => {
  it('are at least four distinct games with different published returns between 94 % and 97 %', () => {
    expect(HOUSE_SLOTS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(HOUSE_SLOTS.map((s) => s.id)).size).toBe(HOUSE_SLOTS.length);
    expect(new Set(HOUSE_SLOTS.map((s) => s.name)).size).toBe(HOUSE_SLOTS.length);
    expect(new Set(HOUSE_SLOTS.map((s) => s.published.rtp)).size).toBe(HOUSE_SLOTS.length);
    const shapes = new Set(HOUSE_SLOTS.map((s) => `${s.rows}x${s.paylines.length}:${s.symbols.join()}`));
    expect(shapes.size).toBe(HOUSE_SLOTS.length);
    for (const s of HOUSE_SLOTS) {
      expect(s.published.rtp).toBeGreaterThanOrEqual(0.94);
      expect(s.published.rtp).toBeLessThanOrEqual(0.97);
    }
  });

  it('keeps Fortuna Fruits exactly as published before', () => {
    const fruits = HOUSE_SLOTS[0];
    expect(fruits).toMatchObject({ id: 'fortuna-fruits', name: 'Fortuna Fruits', rows: 3 });
    expect(fruits?.published).toMatchObject({ rtp: 0.963727, variance: 4.695183, hitFrequency: 0.632479 });
    expect(fruits?.paylines).toHaveLength(20);
  });

  it.each(HOUSE_SLOTS.map((s) => [s.id, s] as const))(
    '%s: an exhaustive walk of every stop combination gives exactly the published return',
    (_id, def) => {
      const slot = COMPILED_SLOTS.get(def.id);
      if (!slot) throw new Error('not compiled');
      const result = computeRtp(slot);
      const lines = BigInt(def.paylines.length);
      const { numerator, denominator } = def.published.rtpFraction;
      // Σ win (line bets) / (lines × combinations) is exactly the published fraction.
      expect(result.winSum * denominator).toBe(numerator * lines * BigInt(result.combinations));
      expect(result.combinations).toBe(def.strips.reduce((n, strip) => n * strip.length, 1));
      expect(Number(result.rtp.toFixed(6))).toBe(def.published.rtp);
      expect(Number(result.variance.toFixed(6))).toBe(def.published.variance);
      expect(Number(result.hitFrequency.toFixed(6))).toBe(def.published.hitFrequency);
      // Low enough variance that 10^7 spins measure the return to well within ±0.5 pp.
      expect(Math.sqrt(def.published.variance)).toBeLessThanOrEqual(4);
      const bySymbols = computeRtpFromSymbolCounts(slot);
      expect(bySymbols.numerator * denominator).toBe(numerator * bySymbols.denominator);
    },
  );

  it.each(HOUSE_SLOTS.map((s) => [s.id, s] as const))('%s: seeded spins are deterministic and add up', (_id, def) => {
    const slot = COMPILED_SLOTS.get(def.id);
    if (!slot) throw new Error('not compiled');
    const bet = BigInt(def.paylines.length) * 10n;
    const play = () => {
      const rng = createRng(seeded(2026));
      return Array.from({ length: 200 }, () => spin(rng, bet, slot));
    };
    const first = play();
    expect(play()).toEqual(first);
    for (const r of first) {
      expect(r.window).toHaveLength(REELS);
      expect(r.window.every((column) => column.length === def.rows)).toBe(true);
      const sum = r.lineWins.reduce((s, w) => s + w.payMinor, 0n) + (r.scatterWin?.payMinor ?? 0n);
      expect(r.totalWinMinor).toBe(sum);
      expect(evaluateStops(r.stops, bet, slot)).toEqual(r);
    }
    // Scripted draws pick the stops directly.
    expect(spin(createRng(scriptedSource([0, 1, 2, 3, 4])), bet, slot).stops).toEqual([0, 1, 2, 3, 4]);
  });

  it.each(HOUSE_SLOTS.map((s) => [s.id, s] as const))('%s: takes only whole line bets', (_id, def) => {
    const slot = COMPILED_SLOTS.get(def.id);
    if (!slot) throw new Error('not compiled');
    const lines = BigInt(def.paylines.length);
    expect(lineBetOf(lines * 3n, slot)).toBe(3n);
    expect(() => lineBetOf(lines + 1n, slot)).toThrow(SlotBetError);
  });
});
