import { queryOptions, useQuery } from '@tanstack/react-query';

import { WINNER_BOARD_MAX } from '@fortuna/contracts/games-fns';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** GET /wps/relay/GCSGAME_getRankList: the winner board (spec §9: up to 20). */
export const rankListQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'rankList', language],
    queryFn: ({ signal }) =>
      call(routes.games.rankList, { query: { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_MAX } }, { signal }),
    staleTime: 60_000,
  });

export const useRankList = () => useQuery(rankListQuery(currentLanguage()));
