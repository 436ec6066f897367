import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FavouriteIds, FavouritePayload, Game } from '@fortuna/contracts/games';
import { FAVOURITE_THROTTLE_MS } from '@fortuna/contracts/games-fns';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { pushToast } from '@/stores/toast-store';
import { toggleFavouriteIds } from '../lobby-fns';
import { createThrottle } from '@/lib/throttle';
import { favouriteIdsQuery } from './get-favourites';

/** Spec §9: one favourite request per 1000 ms across every heart of the page. */
const mayToggle = createThrottle(FAVOURITE_THROTTLE_MS);

type Toggle = { game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>; add: boolean };

/** POST /wps/relay/addFavoriteGameV2 or DELETE /wps/relay/removeFavoriteGameV2 with { nodeId, vendor, gameType }. */
export const toggleFavourite = ({ game, add }: Toggle) => {
  // A listed game's type is one the catalogue knows.
  const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType as FavouritePayload['gameType'] };
  return add ? call(routes.games.addFavourite, { body }) : call(routes.games.removeFavourite, { body });
};

/**
 * The heart of a tile (spec §4 "Favourite"): without login the login popup opens; otherwise one
 * toggle a second. The heart flips at once (optimistic) and flips back if the call fails; lists
 * that show favourites refetch after. (A plain call, not useMutation: the home route stays light.)
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);

  return useCallback(
    (toggle: Toggle) => {
      if (!token) {
        openModal('loginPopupModal');
        return;
      }
      if (!mayToggle()) {
        pushToast({ tone: 'info', messageKey: 'lobby:favourite.tooFast' });
        return;
      }
      const idsKey = favouriteIdsQuery(token).queryKey;
      const previous = queryClient.getQueryData<FavouriteIds>(idsKey);
      const entry = { nodeId: toggle.game.nodeId, vendor: toggle.game.vassalage, gameType: toggle.game.gameType };
      void queryClient.cancelQueries({ queryKey: idsKey });
      queryClient.setQueryData<FavouriteIds>(idsKey, (old) => {
        const content = toggleFavouriteIds(old?.content ?? [], entry, toggle.add);
        return { pageNum: 1, pageSize: content.length, totalPages: 1, ...old, content, total: content.length };
      });
      toggleFavourite(toggle)
        .then(
          () =>
            pushToast({
              tone: 'success',
              messageKey: toggle.add ? 'lobby:favourite.added' : 'lobby:favourite.removed',
            }),
          () => {
            queryClient.setQueryData(idsKey, previous);
            pushToast({ tone: 'error', messageKey: 'lobby:favourite.failed' });
          },
        )
        .finally(() => {
          void queryClient.invalidateQueries({ queryKey: ['games', 'favourites', 'list'] });
          // Game lists filtered to favourites change with the heart.
          void queryClient.invalidateQueries({
            queryKey: ['games', 'list'],
            predicate: (q) => JSON.stringify(q.queryKey).includes('"filterType":"FAV"'),
          });
        });
    },
    [queryClient, token],
  );
}
