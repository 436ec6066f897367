import { useTranslation } from 'react-i18next';
import type { LotteryGameSummary } from '@fortuna/contracts';
import { ResultView } from '../results/result-view';
import { FavouriteStar } from '../lobby/favourite-star';
import { countdownText, secondsUntil } from './clock-fns';

/** Countdown of an issue: to its sale end while on sale, then to its draw ("Drawing…" at zero). */
export function IssueCountdown({ issue, now }: { issue: LotteryGameSummary['current']; now: number }) {
  const { t } = useTranslation('lottery');
  if (!issue) return <span className="lott-muted">{t('game.noIssue')}</span>;
  const toClose = secondsUntil(issue.saleEnd, now);
  const toDraw = secondsUntil(issue.drawAt, now);
  const label = toClose > 0 ? t('game.closesIn') : toDraw > 0 ? t('game.drawIn') : t('game.drawing');
  const seconds = toClose > 0 ? toClose : toDraw;
  return (
    <span className="lott-countdown" data-testid="lott-countdown" data-phase={toClose > 0 ? 'sale' : 'closed'}>
      <span className="lott-countdown__label">{label}</span>
      {seconds > 0 ? (
        // Announced to screen readers only when the phase changes (the ticking figure is aria-hidden).
        <time className="lott-countdown__time" dateTime={`PT${seconds}S`} aria-hidden="true">
          {countdownText(seconds)}
        </time>
      ) : null}
    </span>
  );
}

/** The game's header: name, favourite, the issue on sale with its countdown, the last result. */
export function GameHeader({ game, now }: { game: LotteryGameSummary; now: number }) {
  const { t } = useTranslation('lottery');
  return (
    <header className="lott-game__header">
      <div className="lott-game__title">
        <h1 className="page-title lott-game__name" data-testid="lott-game-name">
          {game.gameName}
        </h1>
        <FavouriteStar gameCode={game.gameCode} gameName={game.gameName} />
        <span className="lott-badge">{t(`family.${game.family}`)}</span>
      </div>
      <div className="lott-game__issue" aria-live="polite">
        <span className="lott-muted">{t('game.issue')}</span>
        <strong data-testid="lott-current-issue">{game.current?.issueCode ?? '—'}</strong>
        <IssueCountdown issue={game.current} now={now} />
      </div>
      <div className="lott-game__last" data-testid="lott-last-result">
        <span className="lott-muted">
          {game.last ? t('game.lastResult', { issue: game.last.issueCode }) : t('game.noResult')}
        </span>
        {game.last ? (
          game.last.status === 'VOID' ? (
            <span className="lott-badge lott-badge--void">{t('issueStatus.VOID')}</span>
          ) : (
            <ResultView family={game.family} result={game.last.result} text={game.last.resultText} compact />
          )
        ) : null}
      </div>
    </header>
  );
}
