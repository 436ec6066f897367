import { describe, expect, it } from 'vitest';
import { betRange, profitTone, roundStatusBadge, signedAmount, vendorOptions } from './play-fns';

describe('betting record rules', () => {
  // 2026-11-23 20:00 UTC is already 24 November in Manila.
  const now = new Date('2026-11-23T20:00:00Z');

  it('counts date presets in market days of the brand zone', () => {
    expect(betRange('today', now, 'Asia/Manila')).toEqual({ startDate: '2026-11-24', endDate: '2026-11-24' });
    expect(betRange('yesterday', now, 'Asia/Manila')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(betRange('week', now, 'Asia/Manila')).toEqual({ startDate: '2026-11-18', endDate: '2026-11-24' });
    expect(betRange('month', now, 'Asia/Manila')).toEqual({ startDate: '2026-10-26', endDate: '2026-11-24' });
  });

  it('shows a gain green, a loss red and a zero result neither', () => {
    expect(profitTone('12.50')).toBe('gain');
    expect(profitTone('-0.20')).toBe('loss');
    expect(profitTone('0.00')).toBe('even');
    expect(profitTone('-0.00')).toBe('even');
  });

  it('always writes the sign of a profit', () => {
    expect(signedAmount('1234.5', 'en')).toBe('+1,234.50');
    expect(signedAmount('-3', 'en')).toBe('-3.00');
    expect(signedAmount('0.00', 'en')).toBe('0.00');
  });

  it('labels each round status with its own key and colour', () => {
    expect(roundStatusBadge('SETTLED')).toEqual({ key: 'status.SETTLED', tone: 'success' });
    expect(roundStatusBadge('OPEN')).toEqual({ key: 'status.OPEN', tone: 'info' });
    expect(roundStatusBadge('ROLLED_BACK')).toEqual({ key: 'status.ROLLED_BACK', tone: 'muted' });
  });

  it('offers each vendor of the chosen category once, by name', () => {
    const categories = [
      { gameCategory: 'HOT', vendors: [{ vassalage: 'HOTX', displayName: 'Hot list' }] },
      {
        gameCategory: 'RNG',
        vendors: [
          { vassalage: 'PG', displayName: 'PG Soft' },
          { vassalage: 'JILI', displayName: 'JILI' },
        ],
      },
      {
        gameCategory: 'FISH',
        vendors: [
          { vassalage: 'JILI', displayName: 'JILI Fishing' },
          { vassalage: 'FC', displayName: 'Fa Chai' },
        ],
      },
    ];
    expect(vendorOptions(categories, '').map((v) => v.vassalage)).toEqual(['FC', 'JILI', 'PG']);
    expect(vendorOptions(categories, 'FISH')).toEqual([
      { vassalage: 'FC', displayName: 'Fa Chai' },
      { vassalage: 'JILI', displayName: 'JILI Fishing' },
    ]);
    expect(vendorOptions(categories, 'LIVE')).toEqual([]);
  });
});
