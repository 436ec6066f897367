import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLIENT_TYPE } from '@fortuna/contracts/games-fns';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';

/** GET /wps/relay/GCS_recentGame: the member's recently launched games, newest first (home RECENT, /recent's vendor menu). */
export const recentGamesQuery = (session: string, language: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['games', 'recent', session, language, page, pageSize],
    queryFn: ({ signal }) =>
      call(routes.games.recentGames, { query: { page, pageSize, language, clientType: CLIENT_TYPE } }, { signal }),
    staleTime: 30_000,
  });

export function useRecentGames(page: number, pageSize: number, wanted = true) {
  const token = useSessionStore((s) => s.token);
  return useQuery({
    ...recentGamesQuery(token ?? '', currentLanguage(), page, pageSize),
    enabled: wanted && Boolean(token),
  });
}
