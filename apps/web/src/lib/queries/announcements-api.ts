import { queryOptions, useQuery } from '@tanstack/react-query';

import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * GET /lgw/games/announcements with types B, PL, PU, PR, H, platform W, execution B (spec §7):
 * the marquee, the announcement popup and the notice popup read this one query.
 */
export const announcementsQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'announcements', language],
    queryFn: ({ signal }) =>
      call(
        routes.content.announcements,
        { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export const useAnnouncements = () => useQuery(announcementsQuery(currentLanguage()));
