import { describe, expect, it } from 'vitest';
import { marketDate, presetRange } from './market-date';

describe('market date', () => {
  it('uses the market day (UTC+8)', () => {
    expect(marketDate(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
    expect(presetRange('week', new Date('2026-11-22T01:00:00Z'))).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
  });
});
