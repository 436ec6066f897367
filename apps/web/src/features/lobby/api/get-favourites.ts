import { queryOptions, useQuery } from '@tanstack/react-query';

import { CLIENT_TYPE, FAVOURITES_PAGE_SIZE } from '@fortuna/contracts/games-fns';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';

/** GET /wps/relay/getFavoriteGames: the member's favourite payloads (heart state), 999 at a time. */
export const favouriteIdsQuery = (session: string) =>
  queryOptions({
    queryKey: ['games', 'favourites', 'ids', session],
    queryFn: ({ signal }) =>
      call(
        routes.games.favouriteIds,
        { query: { pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE, clientType: CLIENT_TYPE, platform: 'html5-desktop' } },
        { signal },
      ),
    staleTime: 60_000,
  });

/** GET /wps/relay/getFavoriteGamesList: the member's favourite games (the FAV section and /favorite). */
export const favouriteGamesQuery = (session: string, language: string) =>
  queryOptions({
    queryKey: ['games', 'favourites', 'list', session, language],
    queryFn: ({ signal }) =>
      call(
        routes.games.favouriteGames,
        {
          query: {
            pageNo: 1,
            pageSize: FAVOURITES_PAGE_SIZE,
            clientType: CLIENT_TYPE,
            platform: 'html5-desktop',
            language,
          },
        },
        { signal },
      ),
    staleTime: 30_000,
  });

export function useFavouriteIds() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...favouriteIdsQuery(token ?? ''), enabled: Boolean(token) });
}

export function useFavouriteGames() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...favouriteGamesQuery(token ?? '', currentLanguage()), enabled: Boolean(token) });
}
