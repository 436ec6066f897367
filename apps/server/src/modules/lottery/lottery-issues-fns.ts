import { fastIssueAt } from '@fortuna/contracts/lottery/issue-fns';
import type { GameSchedule } from './lottery-games-fns.js';

/**
 * Which issues a game keeps open ahead (lottery-plan "Games"), pure: a fast game the issue of the
 * current window and the next FAST_AHEAD; a scheduled game every draw of the next SCHEDULED_DAYS
 * days whose sale has not ended. Scheduled issue codes are the draw's local date (yyyyMMdd).
 */
export const FAST_AHEAD = 30;
export const SCHEDULED_DAYS = 7;

export type IssueWindow = { code: string; saleStart: Date; saleEnd: Date; drawAt: Date };
export type OpeningGame = { cadenceSeconds: number | null; closeSeconds: number; schedule: GameSchedule };

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function issuesAhead(game: OpeningGame, now: Date, openedUntil: Date | null): IssueWindow[] {
  const out: IssueWindow[] = [];
  const offset = game.schedule.offsetMinutes ?? 0;
  if (game.cadenceSeconds) {
    let issue = fastIssueAt(now, game.cadenceSeconds, offset, game.closeSeconds);
    for (let i = 0; i <= FAST_AHEAD; i++) {
      if (!openedUntil || issue.drawAt > openedUntil) out.push(issue);
      issue = fastIssueAt(issue.drawAt, game.cadenceSeconds, offset, game.closeSeconds);
    }
    return out.map(({ code, saleStart, saleEnd, drawAt }) => ({ code, saleStart, saleEnd, drawAt }));
  }
  const { weekdays, monthDays, minute } = game.schedule;
  if (minute === undefined) return [];
  // Local midnight of today, as a UTC instant.
  const localNow = now.getTime() + offset * 60_000;
  const todayUtc = Math.floor(localNow / DAY_MS) * DAY_MS;
  for (let d = 0; d <= SCHEDULED_DAYS; d++) {
    const day = new Date(todayUtc + d * DAY_MS);
    if (weekdays && !weekdays.includes(day.getUTCDay())) continue;
    if (monthDays && !monthDays.includes(day.getUTCDate())) continue;
    const drawAt = new Date(day.getTime() + minute * 60_000 - offset * 60_000);
    const saleEnd = new Date(drawAt.getTime() - game.closeSeconds * 1000);
    if (saleEnd <= now || (openedUntil && drawAt <= openedUntil)) continue;
    const code = `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`;
    out.push({ code, saleStart: now, saleEnd, drawAt });
  }
  return out;
}
