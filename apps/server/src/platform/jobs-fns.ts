/**
 * Schedules and period keys of the jobs registry. A period is the slice of time a job runs once
 * in; its key names it in the job_runs table, so every instance computes the same key for the
 * same instant and only one of them can claim it.
 */
import { wallClockMs } from '@fortuna/contracts';

/**
 * A brand's time zone: an IANA name (`Asia/Manila`, `America/New_York`) or a fixed offset from
 * UTC (`+08:00`, `-03:30`). Daily jobs run at a wall-clock time in it.
 */
export type JobZone = string;

export type JobSchedule =
  /** Back to back periods of a fixed length, aligned on the Unix epoch (so on UTC minutes). */
  | { kind: 'every'; seconds: number }
  /** Once per calendar day of the zone, from the given wall-clock time on (`HH:MM`). */
  | { kind: 'daily'; at: string };

export const everyMinutes = (minutes: number): JobSchedule => everySeconds(minutes * 60);

export function everySeconds(seconds: number): JobSchedule {
  if (!Number.isInteger(seconds) || seconds <= 0)
    throw new RangeError(`a job period must be whole seconds > 0, not ${seconds}`);
  return { kind: 'every', seconds };
}

export function dailyAt(at: string): JobSchedule {
  wallMinutes(at);
  return { kind: 'daily', at };
}

/** Minutes past midnight of an `HH:MM` time. */
function wallMinutes(at: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!m) throw new RangeError(`a daily job's time is HH:MM (00:00–23:59), not "${at}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/** Throws on a zone neither Intl nor the offset form knows, so a typo fails at start-up. */
export function checkZone(zone: JobZone): void {
  localTime(new Date(0), zone);
}

/** The zone's calendar date (`YYYY-MM-DD`) and minutes past midnight at an instant. */
export function localTime(at: Date, zone: JobZone): { date: string; minutes: number } {
  const offset = OFFSET.exec(zone);
  if (offset && Number(offset[2]) > 18) throw new RangeError(`offset out of range: ${zone}`);
  // A fixed offset shifts the instant; an IANA zone reads the market's wall clock (Intl throws
  // RangeError on a name it does not know).
  const wall = offset
    ? at.getTime() + (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000
    : wallClockMs(at, zone);
  const iso = new Date(wall).toISOString();
  return { date: iso.slice(0, 10), minutes: Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16)) };
}

const previousDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The key of the period an instant falls in: `2026-11-25T18:05` (UTC) for an every-5-minutes job,
 * `2026-11-25T18:05:30` when the period is not whole minutes, `2026-11-25` (the zone's date) for
 * a daily job. Before the day's time a daily job is still in yesterday's period, so a server
 * that was down at that time runs yesterday's period when it comes back (the latest one only).
 * Wall-clock comparison keeps daylight-saving days simple: a time skipped by a spring-forward
 * runs at the first minute after it; a time repeated by a fall-back runs once (same key).
 */
export function periodKey(schedule: JobSchedule, at: Date, zone: JobZone): string {
  if (schedule.kind === 'every') {
    const ms = schedule.seconds * 1000;
    const start = new Date(Math.floor(at.getTime() / ms) * ms).toISOString();
    return schedule.seconds % 60 === 0 ? start.slice(0, 16) : start.slice(0, 19);
  }
  const local = localTime(at, zone);
  return local.minutes >= wallMinutes(schedule.at) ? local.date : previousDate(local.date);
}

/**
 * When the period after the one `at` falls in starts: the next boundary of an every-N job, or the
 * next time of day of a daily job in its zone (on a daylight-saving day within the hour shifted).
 */
export function nextPeriodStart(schedule: JobSchedule, at: Date, zone: JobZone): Date {
  if (schedule.kind === 'every') {
    const ms = schedule.seconds * 1000;
    return new Date((Math.floor(at.getTime() / ms) + 1) * ms);
  }
  const local = localTime(at, zone);
  const wallMs = (at.getTime() % 60_000) + local.minutes * 60_000;
  const targetMs = wallMinutes(schedule.at) * 60_000;
  const ahead = (targetMs - wallMs + 86_400_000) % 86_400_000 || 86_400_000;
  return new Date(at.getTime() + ahead);
}

/** How a schedule reads in `jobs list`. */
export const describeSchedule = (schedule: JobSchedule, zone: JobZone) =>
  schedule.kind === 'daily'
    ? `daily at ${schedule.at} (${zone})`
    : schedule.seconds % 60 === 0
      ? `every ${schedule.seconds / 60} min`
      : `every ${schedule.seconds} s`;

/** The idempotency key of one item of a job's period: a re-run of the period finds it already used. */
export const jobItemKey = (job: string, period: string, item: string) => `job:${job}:${period}:${item}`;
