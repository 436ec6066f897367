import { memo, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@fortuna/contracts/games';
import { HeartIcon } from '@/components/ui/icons';
import { imageUrl } from '@/lib/image-host';

type GameTileProps = {
  game: Game;
  host: string;
  favourite: boolean;
  onToggleFavourite: (game: Game, add: boolean) => void;
  onLaunch: (game: Game, mode: 'real' | 'trial') => void;
  /** The first row of a page loads its art at once (it is on screen). */
  eager?: boolean;
  /** Its buttons are shown after a tap (touch screens; see use-tile-reveal.ts). */
  revealed?: boolean;
  onArtPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onArtClick?: (nodeId: number, event: MouseEvent<HTMLElement>) => void;
};

/**
 * Spec §2 game tile: artwork, name, favourite heart, hot badge when isHot is 1, 'play now', and
 * 'free trial' when supportPlay is 0. The art carries width and height so nothing shifts as it loads.
 * The buttons show on hover (mouse), on focus (keyboard) or after a tap on the tile (touch); the
 * name is shown once, under the art (the shown buttons cover the art's own title).
 */
export const GameTile = memo(function GameTile({
  game,
  host,
  favourite,
  onToggleFavourite,
  onLaunch,
  eager,
  revealed,
  onArtPointerDown,
  onArtClick,
}: GameTileProps) {
  const { t } = useTranslation('lobby');
  const name = game.gameName || game.nodeName;
  const maintenance = game.status === 'MAINTENANCE';
  return (
    <article
      className={`game-tile${maintenance ? ' game-tile--maintenance' : ''}`}
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-vendor={game.vassalage}
      data-revealed={revealed || undefined}
    >
      {/* A tap on the art reveals the buttons on a touch screen; keyboards reach them directly. */}
      <div className="game-tile__art" onPointerDown={onArtPointerDown} onClick={(e) => onArtClick?.(game.nodeId, e)}>
        <img
          src={imageUrl(host, game.iconUrl || game.showIcon)}
          alt=""
          width={240}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
        />
        {game.isHot === 1 ? <span className="game-tile__badge">{t('tile.hot')}</span> : null}
        <button
          type="button"
          className="game-tile__fav"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'tile.removeFavourite' : 'tile.addFavourite', { name })}
          onClick={() => onToggleFavourite(game, !favourite)}
          data-testid="favourite-toggle"
        >
          <HeartIcon />
        </button>
        {maintenance ? (
          <span className="game-tile__maintenance">{t('tile.maintenance')}</span>
        ) : (
          <div className="game-tile__actions">
            <button
              type="button"
              className="game-tile__play"
              onClick={() => onLaunch(game, 'real')}
              aria-label={t('tile.playNamed', { name })}
            >
              {t('tile.play')}
            </button>
            {game.supportPlay === 0 ? (
              <button
                type="button"
                className="game-tile__trial"
                onClick={() => onLaunch(game, 'trial')}
                aria-label={t('tile.trialNamed', { name })}
              >
                {t('tile.trial')}
              </button>
            ) : null}
          </div>
        )}
      </div>
      <h3 className="game-tile__name" title={name}>
        {name}
      </h3>
      <p className="game-tile__vendor">{game.vassalage}</p>
    </article>
  );
});

export function GameTileSkeleton() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <div className="game-tile__art skeleton" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}
