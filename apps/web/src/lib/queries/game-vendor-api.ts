import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameVendorData } from '@fortuna/contracts/games';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { sessionCached, writeSessionCache } from './session-cache';

/** GET /lgw/games/gameVendor: categories (SPORTS already split), vendor cards, classifications, prize mode; session storage gameVendor. */
export const gameVendorQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'gameVendor', language],
    queryFn: async ({ signal }) =>
      writeSessionCache(
        'gameVendor',
        language,
        await call(routes.games.gameVendor, { query: { platform: 'html5-desktop', language } }, { signal }),
      ),
    ...sessionCached<GameVendorData>('gameVendor', language),
  });

export const useGameVendor = () => useQuery(gameVendorQuery(currentLanguage()));
