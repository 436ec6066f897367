import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@fortuna/contracts/games';
import { CLIENT_TYPE, type GAME_FILTER_TYPES } from '@fortuna/contracts/games-fns';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { merchantCodeOf } from './merchant-code';

export type GameListParams = {
  gameType?: string | null;
  vassalage?: string | null;
  gameClassify?: string | null;
  gameName?: string;
  filterType?: (typeof GAME_FILTER_TYPES)[number];
  pageNo: number;
  pageSize: number;
};
export type GameListPage = { list: Game[]; pageNo: number; pageSize: number; total: number; totalPages: number };

/**
 * GET /wps/relay/GCSGAME_gameList (spec §7). FAV and RECENT answer for the logged-in member, so
 * the session is part of the key: signing in or out never shows another audience's list. The
 * merchant is the brand's, the same for every list, so it is not part of the key.
 */
export const gameListQuery = (params: GameListParams, language: string, session: string | null) =>
  queryOptions({
    queryKey: ['games', 'list', language, session, params],
    queryFn: ({ signal, client }) =>
      call(
        routes.games.gameList,
        {
          query: {
            clientType: CLIENT_TYPE,
            platform: 'html5-desktop',
            merchant: merchantCodeOf(client),
            gameType: params.gameType ?? undefined,
            vassalage: params.vassalage ?? undefined,
            gameClassify: params.gameClassify ?? undefined,
            gameName: params.gameName?.trim() || undefined,
            filterType: params.filterType ?? 'ALL',
            pageNo: params.pageNo,
            pageSize: params.pageSize,
            language,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useGameList = (params: GameListParams, session: string | null, enabled = true) =>
  useQuery({ ...gameListQuery(params, currentLanguage(), session), enabled });
