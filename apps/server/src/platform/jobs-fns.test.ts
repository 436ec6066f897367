import { describe, expect, it } from 'vitest';
import {
  checkZone,
  dailyAt,
  describeSchedule,
  nextPeriodStart,
  everyMinutes,
  everySeconds,
  jobItemKey,
  localTime,
  periodKey,
} from './jobs-fns.js';

const at = (iso: string) => new Date(iso);

describe('every-N periods', () => {
  it('names the UTC minute the period starts at, whatever the zone', () => {
    const fiveMinutes = everyMinutes(5);
    expect(periodKey(fiveMinutes, at('2026-11-25T18:07:59.999Z'), '+08:00')).toBe('2026-11-25T18:05');
    expect(periodKey(fiveMinutes, at('2026-11-25T18:07:59.999Z'), 'America/New_York')).toBe('2026-11-25T18:05');
  });

  it('starts a new period exactly on the boundary', () => {
    const fiveMinutes = everyMinutes(5);
    expect(periodKey(fiveMinutes, at('2026-11-25T18:09:59.999Z'), 'UTC')).toBe('2026-11-25T18:05');
    expect(periodKey(fiveMinutes, at('2026-11-25T18:10:00.000Z'), 'UTC')).toBe('2026-11-25T18:10');
    expect(periodKey(everyMinutes(60), at('2026-11-25T23:59:59Z'), 'UTC')).toBe('2026-11-25T23:00');
    expect(periodKey(everyMinutes(60), at('2026-11-26T00:00:00Z'), 'UTC')).toBe('2026-11-26T00:00');
  });

  it('keys periods shorter than a minute to the second', () => {
    expect(periodKey(everySeconds(30), at('2026-11-25T18:05:31Z'), 'UTC')).toBe('2026-11-25T18:05:30');
    expect(periodKey(everySeconds(30), at('2026-11-25T18:05:29Z'), 'UTC')).toBe('2026-11-25T18:05:00');
  });

  it('refuses a period that is not whole seconds above zero', () => {
    expect(() => everySeconds(0)).toThrow(RangeError);
    expect(() => everySeconds(1.5)).toThrow(RangeError);
    expect(() => everyMinutes(-1)).toThrow(RangeError);
  });
});

describe('daily periods in the brand zone', () => {
  const fourAm = dailyAt('04:00');

  it('is the zone date from the time of day on, and the day before until then (UTC+8)', () => {
    // 04:00 in UTC+8 is 20:00 UTC of the day before.
    expect(periodKey(fourAm, at('2026-11-24T19:59:59Z'), '+08:00')).toBe('2026-11-24');
    expect(periodKey(fourAm, at('2026-11-24T20:00:00Z'), '+08:00')).toBe('2026-11-25');
    expect(periodKey(fourAm, at('2026-11-25T19:59:59Z'), '+08:00')).toBe('2026-11-25');
  });

  it('reads an IANA zone without daylight saving the same as its fixed offset', () => {
    for (const iso of [
      '2026-11-24T19:59:59Z',
      '2026-11-24T20:00:00Z',
      '2026-06-30T15:59:00Z',
      '2026-06-30T16:00:00Z',
    ]) {
      expect(periodKey(fourAm, at(iso), 'Asia/Manila')).toBe(periodKey(fourAm, at(iso), '+08:00'));
    }
    expect(localTime(at('2026-06-30T16:00:00Z'), 'Asia/Manila')).toEqual({ date: '2026-07-01', minutes: 0 });
  });

  it('crosses midnight and month and year ends in the zone', () => {
    const midnight = dailyAt('00:00');
    expect(periodKey(midnight, at('2026-12-31T15:59:59Z'), '+08:00')).toBe('2026-12-31');
    expect(periodKey(midnight, at('2026-12-31T16:00:00Z'), '+08:00')).toBe('2027-01-01');
    expect(periodKey(dailyAt('23:59'), at('2026-03-01T02:58:00Z'), '-03:30')).toBe('2026-02-27');
    expect(periodKey(dailyAt('23:59'), at('2026-03-01T03:29:00Z'), '-03:30')).toBe('2026-02-28');
  });

  it('runs once on daylight-saving days: a skipped time at the next minute, a repeated time once', () => {
    const twoThirty = dailyAt('02:30');
    // New York springs forward on 2026-03-08: 02:00 EST becomes 03:00 EDT (07:00 UTC).
    expect(periodKey(twoThirty, at('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(periodKey(twoThirty, at('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    // It falls back on 2026-11-01: 01:30 comes twice (05:30 and 06:30 UTC), one period.
    const oneThirty = dailyAt('01:30');
    expect(periodKey(oneThirty, at('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(periodKey(oneThirty, at('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(periodKey(oneThirty, at('2026-11-01T05:29:00Z'), 'America/New_York')).toBe('2026-10-31');
  });

  it('refuses a time of day or a zone it cannot read', () => {
    expect(() => dailyAt('24:00')).toThrow(RangeError);
    expect(() => dailyAt('4:00')).toThrow(RangeError);
    expect(() => checkZone('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => checkZone('+19:00')).toThrow(RangeError);
    expect(() => checkZone('+08:00')).not.toThrow();
  });
});

describe('the next period start', () => {
  it('is the next boundary of an every-N job, also from exactly on one', () => {
    expect(nextPeriodStart(everyMinutes(5), new Date('2026-11-25T18:03:20Z'), 'UTC')).toEqual(
      new Date('2026-11-25T18:05:00Z'),
    );
    expect(nextPeriodStart(everySeconds(30), new Date('2026-11-25T18:05:00Z'), 'UTC')).toEqual(
      new Date('2026-11-25T18:05:30Z'),
    );
  });

  it("is the zone's next time of day of a daily job: later today, or tomorrow once it passed", () => {
    // 04:00 at +08:00 is 20:00 UTC the day before.
    expect(nextPeriodStart(dailyAt('04:00'), new Date('2026-11-25T18:03:20Z'), '+08:00')).toEqual(
      new Date('2026-11-25T20:00:00Z'),
    );
    expect(nextPeriodStart(dailyAt('04:00'), new Date('2026-11-25T20:00:00Z'), '+08:00')).toEqual(
      new Date('2026-11-26T20:00:00Z'),
    );
    expect(nextPeriodStart(dailyAt('04:00'), new Date('2026-11-25T21:30:15Z'), 'Asia/Manila')).toEqual(
      new Date('2026-11-26T20:00:00Z'),
    );
  });
});

describe('job names in keys and lists', () => {
  it('derives one ledger idempotency key per (job, period, item)', () => {
    expect(jobItemKey('salary.daily', '2026-11-25', 'member-7')).toBe('job:salary.daily:2026-11-25:member-7');
  });

  it('describes schedules for operators', () => {
    expect(describeSchedule(everyMinutes(1), 'UTC')).toBe('every 1 min');
    expect(describeSchedule(everySeconds(30), 'UTC')).toBe('every 30 s');
    expect(describeSchedule(dailyAt('04:00'), '+08:00')).toBe('daily at 04:00 (+08:00)');
  });
});
