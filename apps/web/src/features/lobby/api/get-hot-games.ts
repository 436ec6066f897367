import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@fortuna/contracts/games';
import { apiGet } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { readSessionCache, writeSessionCache } from './session-cache';

/** GET /wps/relay/hotGamesV2 (isPlatform 2, html5-desktop), cached in session storage HOT_GAMES. */
export const hotGamesQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'hot', language],
    queryFn: async ({ signal }) =>
      writeSessionCache(
        'HOT_GAMES',
        language,
        await apiGet<Game[]>('/wps/relay/hotGamesV2', { isPlatform: 2, platform: 'html5-desktop', language }, signal),
      ),
    initialData: () => readSessionCache<Game[]>('HOT_GAMES', language),
    initialDataUpdatedAt: 0,
    staleTime: Infinity,
  });

export const useHotGames = () => useQuery(hotGamesQuery(currentLanguage()));
