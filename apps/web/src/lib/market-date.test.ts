import { describe, expect, it } from 'vitest';
import { presetRange } from './market-date';

describe('date presets', () => {
  it('count market days in the brand zone', () => {
    // 17:30 UTC on 22 November is already 23 November in Manila, still 22 November in São Paulo.
    const at = new Date('2026-11-22T17:30:00Z');
    expect(presetRange('today', at, 'Asia/Manila')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(presetRange('today', at, 'America/Sao_Paulo')).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(presetRange('week', new Date('2026-11-22T01:00:00Z'), 'Asia/Manila')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
  });
});
