import { describe, expect, it } from 'vitest';
import { cadenceOfGameCode, fastIssueAt, fastIssueOnSale, issuesPerDay, parseFastIssueCode } from './issue-fns.js';

const MANILA = 8 * 60;

describe('fast-game issues', () => {
  it('numbers a 1-minute game 0001–1440 a day, four digits wide, in the brand’s zone', () => {
    // 2026-11-26 00:00:30 in Manila is 2026-11-25 16:00:30 UTC.
    const first = fastIssueAt(new Date('2026-11-25T16:00:30Z'), 60, MANILA);
    expect(first.code).toBe('202611260001');
    expect(first.saleStart.toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(first.drawAt.toISOString()).toBe('2026-11-25T16:01:00.000Z');
    expect(first.saleEnd.toISOString()).toBe('2026-11-25T16:00:50.000Z');
    const last = fastIssueAt(new Date('2026-11-26T15:59:59Z'), 60, MANILA);
    expect(last.code).toBe('202611261440');
    expect(issuesPerDay(60)).toBe(1440);
  });

  it('uses three digits when a day has 999 issues or fewer, and closes 30 s early from 2 minutes up', () => {
    const issue = fastIssueAt(new Date('2026-11-26T04:07:00Z'), 300, MANILA); // 12:07 in Manila
    expect(issue.code).toBe('20261126146'); // minute 727 / 5 = 145, +1
    expect(issue.drawAt.toISOString()).toBe('2026-11-26T04:10:00.000Z');
    expect(issue.saleEnd.toISOString()).toBe('2026-11-26T04:09:30.000Z');
  });

  it('sells the next issue during the closing seconds of the current one', () => {
    const at = new Date('2026-11-25T16:00:55Z');
    expect(fastIssueAt(at, 60, MANILA).code).toBe('202611260001');
    expect(fastIssueOnSale(at, 60, MANILA).code).toBe('202611260002');
    // The last issue of a day hands over to the first of the next.
    expect(fastIssueOnSale(new Date('2026-11-26T15:59:55Z'), 60, MANILA).code).toBe('202611270001');
  });

  it('reads codes back and refuses ones the cadence does not make', () => {
    expect(parseFastIssueCode('202611260146', 60)).toEqual({ day: '20261126', index: 146 });
    expect(parseFastIssueCode('20261126146', 300)).toEqual({ day: '20261126', index: 146 });
    expect(parseFastIssueCode('202611261441', 60)).toBeNull();
    expect(parseFastIssueCode('20261126289', 300)).toBeNull();
    expect(parseFastIssueCode('2026112600010', 60)).toBeNull();
  });

  it('reads the cadence from the catalogue’s game codes', () => {
    expect(cadenceOfGameCode('SSC_1MIN')).toBe(60);
    expect(cadenceOfGameCode('11X5_5MIN')).toBe(300);
    expect(cadenceOfGameCode('PK10_45S')).toBe(45);
    expect(cadenceOfGameCode('K3_7MIN')).toBeNull(); // 7 minutes do not divide a day
    expect(cadenceOfGameCode('SEA_001')).toBeNull();
  });
});
