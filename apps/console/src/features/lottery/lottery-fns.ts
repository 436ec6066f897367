import type { TFunction } from 'i18next';
import type {
  ConsoleLotteryGame,
  ConsoleLotteryIssue,
  LotteryIssueStatus,
  LotterySource,
} from '@fortuna/contracts/console-lottery';
import { resultTiers } from '@fortuna/contracts/console-lottery-results';
import type { BadgeTone } from '@/components/badge';

/* Small pure rules of the Lottery page (what a cell says, when an action is offered). */

export const sourceTone = (s: LotterySource): BadgeTone =>
  s === 'FAIR' ? 'info' : s === 'MANUAL' ? 'warn' : 'neutral';

export const issueTone = (s: LotteryIssueStatus): BadgeTone =>
  s === 'OPEN' ? 'info' : s === 'CLOSED' ? 'warn' : s === 'SETTLED' ? 'ok' : s === 'VOID' ? 'danger' : 'neutral';

/** "every 60 s · closes 10 s before" for fast games, "scheduled · closes 300 s before" otherwise. */
export const scheduleText = (t: TFunction, g: Pick<ConsoleLotteryGame, 'cadenceSeconds' | 'closeSeconds'>) =>
  g.cadenceSeconds === null
    ? t('scheduled', { close: g.closeSeconds })
    : t('everySeconds', { cadence: g.cadenceSeconds, close: g.closeSeconds });

/** Operators may enter a result: an official-draw family, the draw is past, and the issue has no result yet. */
export const canEnterResult = (i: Pick<ConsoleLotteryIssue, 'family' | 'status' | 'drawAt'>, now: number) =>
  resultTiers(i.family) !== null && (i.status === 'OPEN' || i.status === 'CLOSED') && Date.parse(i.drawAt) <= now;

/** Voiding is offered until the issue is settled (or void already). */
export const canVoid = (i: Pick<ConsoleLotteryIssue, 'status'>) => i.status !== 'SETTLED' && i.status !== 'VOID';

/** Splits what an operator typed into a tier's numbers (spaces, commas, new lines). */
export const splitNumbers = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((n) => n.trim())
    .filter(Boolean);

/** Money strings as numbers for drawing only (nothing is computed from them). */
export const chartNumber = (money: string) => Number(money);
