import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@fortuna/contracts/games';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { merchantCodeOf } from './merchant-code';
import { sessionCached, writeSessionCache } from '@/lib/queries/session-cache';

/** GET /wps/relay/hotGamesV2 (merchantCode, isPlatform 2, html5-desktop), cached in session storage HOT_GAMES. */
export const hotGamesQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'hot', language],
    queryFn: async ({ signal, client }) =>
      writeSessionCache(
        'HOT_GAMES',
        language,
        await call(
          routes.games.hotGames,
          { query: { merchantCode: merchantCodeOf(client), isPlatform: 2, platform: 'html5-desktop', language } },
          { signal },
        ),
      ),
    ...sessionCached<Game[]>('HOT_GAMES', language),
  });

export const useHotGames = () => useQuery(hotGamesQuery(currentLanguage()));
