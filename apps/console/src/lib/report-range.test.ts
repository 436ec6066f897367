import { describe, expect, it } from 'vitest';
import { ReportQuery } from '@fortuna/contracts/console-reports';
import { lastWeek, rangeProblem } from './report-range';

describe('report ranges', () => {
  it('defaults to the 7 days up to today', () => {
    expect(lastWeek(new Date(2026, 2, 3, 12))).toEqual({ startDate: '2026-02-25', endDate: '2026-03-03' });
  });

  it('says what is wrong with a range, as the contract would refuse it', () => {
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(rangeProblem('', '2026-01-01')).toBe('invalid');
    expect(rangeProblem('2026-01-02', '2026-01-01')).toBe('order');
    expect(rangeProblem('2026-01-01', '2026-04-03')).toBeNull(); // 92 days apart
    expect(rangeProblem('2026-01-01', '2026-04-04')).toBe('tooLong');
    for (const [startDate, endDate] of [
      ['2026-01-01', '2026-04-03'],
      ['2026-01-01', '2026-04-04'],
      ['2026-01-02', '2026-01-01'],
    ] as const)
      expect(ReportQuery.safeParse({ startDate, endDate }).success).toBe(rangeProblem(startDate, endDate) === null);
  });
});
