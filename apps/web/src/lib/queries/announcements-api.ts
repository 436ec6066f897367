import { queryOptions, useQuery } from '@tanstack/react-query';

import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';

/** Whose announcements: M (members) with a session, V (visitors) without (docs/decisions.md). */
export type AnnouncementAudience = 'V' | 'M';

/**
 * GET /lgw/games/announcements with types B, PL, PU, PR, H, platform W (spec §7): the marquee,
 * the announcement popup and the notice popup read this one query. Execution narrows it to the
 * reader's audience, so a member never sees a visitors-only announcement ("Register today").
 */
export const announcementsQuery = (language: string, execution: AnnouncementAudience = 'V') =>
  queryOptions({
    queryKey: ['content', 'announcements', language, execution],
    queryFn: ({ signal }) =>
      call(
        routes.content.announcements,
        { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution, language } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export const useAnnouncements = () => {
  const execution = useSessionStore((s) => (s.token ? 'M' : 'V'));
  return useQuery(announcementsQuery(currentLanguage(), execution));
};
