import { describe, expect, it } from 'vitest';
import { formatMarketTime, zoneOffsetLabel } from './market-time';

describe('times of record pages in the brand’s zone', () => {
  it('names the zone by its offset', () => {
    const at = new Date('2026-11-26T04:00:00Z');
    expect(zoneOffsetLabel('Asia/Manila', at)).toBe('GMT+8');
    expect(zoneOffsetLabel('UTC', at)).toBe('GMT+0');
    expect(zoneOffsetLabel('Asia/Kolkata', at)).toBe('GMT+5:30');
    expect(zoneOffsetLabel('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe('GMT-4');
  });

  it('shows an instant on the brand’s wall clock whatever the reader’s zone', () => {
    // 16:30 UTC is half past midnight the next day in Manila.
    const shown = formatMarketTime('2026-11-25T16:30:00Z', 'EN', 'Asia/Manila');
    expect(shown).toMatch(/11\/26\/26/);
    expect(shown).toMatch(/12:30:00/);
    expect(formatMarketTime('2026-11-25T16:30:00Z', 'EN', 'Asia/Manila', 'time')).toMatch(/12:30/);
    expect(formatMarketTime('not a time', 'EN', 'Asia/Manila')).toBe('');
  });
});
