import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryGameSummary } from '@fortuna/contracts';
import { IssueCountdown } from '../game/game-header';
import { ResultView } from '../results/result-view';
import { FavouriteStar } from './favourite-star';

/** The path of a game's screen (spec §4 "Game launch": the lottery screen with a gameCode query). */
export const gamePath = (base: string, game: Pick<LotteryGameSummary, 'gameCode' | 'vassalage'>) =>
  `${base}?gameCode=${encodeURIComponent(game.gameCode)}&vassalage=${encodeURIComponent(game.vassalage)}`;

/** A lobby tile: name, family, the issue on sale with its countdown, the last result. */
export function GameTile({ game, base, now }: { game: LotteryGameSummary; base: string; now: number }) {
  const { t } = useTranslation('lottery');
  return (
    <li className="lott-tile" data-testid="lott-tile" data-game={game.gameCode}>
      <div className="lott-tile__head">
        <Link to={gamePath(base, game)} className="lott-tile__name" data-testid="lott-tile-link">
          {game.gameName}
        </Link>
        <FavouriteStar gameCode={game.gameCode} gameName={game.gameName} />
      </div>
      <div className="lott-tile__meta">
        <span className="lott-badge">{t(`family.${game.family}`)}</span>
        {game.cadenceSeconds ? (
          <span className="lott-muted">
            {game.cadenceSeconds % 60 === 0
              ? t('lobby.cadenceMinutes', { count: game.cadenceSeconds / 60 })
              : t('lobby.cadence', { seconds: game.cadenceSeconds })}
          </span>
        ) : null}
      </div>
      <div className="lott-tile__issue">
        <span className="lott-muted">{game.current?.issueCode ?? ''}</span>
        <IssueCountdown issue={game.current} now={now} />
      </div>
      <div className="lott-tile__last">
        {game.last?.result != null ? (
          <ResultView family={game.family} result={game.last.result} text={game.last.resultText} compact />
        ) : (
          <span className="lott-muted">{t('game.noResult')}</span>
        )}
      </div>
    </li>
  );
}
