import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@fortuna/contracts/games';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RefreshIcon } from '@/components/ui/icons';
import { useFavouriteIds } from './api/get-favourites';
import { useToggleFavourite } from './api/toggle-favourite';
import { GameTile, GameTileSkeleton } from './game-tile';
import { useImageHost } from '@/lib/image-host';
import { useLaunch } from './use-launch';
import { useTileReveal } from './use-tile-reveal';

type GameGridProps = {
  games: readonly Game[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  skeletons?: number;
  emptyHint?: string;
  /** Dimmed while the next page loads (the previous one stays on screen). */
  stale?: boolean;
};

/** Tiles of a list, with loading skeletons, the spec's 'no data' state and an error with retry. */
export function GameGrid({ games, loading, error, onRetry, skeletons = 12, emptyHint, stale }: GameGridProps) {
  const { t } = useTranslation('lobby');
  const host = useImageHost();
  const favourites = useFavouriteIds();
  const toggle = useToggleFavourite();
  const { launchGame } = useLaunch();
  const reveal = useTileReveal();
  const favouriteIds = useMemo(() => new Set(favourites.data?.content.map((f) => f.nodeId)), [favourites.data]);
  const onToggle = useCallback((game: Game, add: boolean) => toggle({ game, add }), [toggle]);

  if (error && !games)
    return (
      <div className="lobby-error" role="alert" data-testid="lobby-error">
        <p>{t('state.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshIcon /> {t('state.retry')}
        </Button>
      </div>
    );
  if (loading && !games)
    return (
      <div className="game-grid" aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </div>
    );
  if (!games || games.length === 0)
    return <EmptyState title={t('state.noData')} hint={emptyHint ?? t('state.noGames')} />;
  return (
    <div className={`game-grid${stale ? ' game-grid--stale' : ''}`} data-testid="game-grid" aria-busy={stale}>
      {games.map((game, i) => (
        <GameTile
          key={game.nodeId}
          game={game}
          host={host}
          favourite={favouriteIds.has(game.nodeId)}
          onToggleFavourite={onToggle}
          onLaunch={launchGame}
          eager={i < 6}
          revealed={reveal.revealed === game.nodeId}
          onArtPointerDown={reveal.onPointerDown}
          onArtClick={reveal.onArtClick}
        />
      ))}
    </div>
  );
}
