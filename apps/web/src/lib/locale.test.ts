import { describe, expect, it } from 'vitest';
import { formatDateTime } from './locale';

describe('locale formatting', () => {
  it('formats the maintenance end in the reader language', () => {
    const en = formatDateTime('2030-05-01T10:30:00Z', 'EN', 'UTC');
    expect(en).toMatch(/2030/);
    expect(en).toMatch(/10:30/);
    expect(formatDateTime('2030-05-01T10:30:00Z', 'TH', 'UTC')).toMatch(/2573|2030/);
  });
  it('returns null for missing or broken dates', () => {
    expect(formatDateTime(null, 'EN')).toBeNull();
    expect(formatDateTime('not a date', 'EN')).toBeNull();
  });
});
