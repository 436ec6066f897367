import { queryOptions } from '@tanstack/react-query';
import type { ReferralLinkRequest } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** registerCenter's referral links and the agent centre's announcements. */
export const referralLinksQuery = queryOptions({
  queryKey: ['team', 'links'],
  queryFn: ({ signal }) => call(routes.team.links, {}, { signal }),
});

export const createReferralLink = (body: ReferralLinkRequest) => call(routes.team.createLink, { body });

export const agentAnnouncementsQuery = (language: string) =>
  queryOptions({
    queryKey: ['team', 'announcements', language],
    queryFn: ({ signal }) => call(routes.team.announcements, { query: { language } }, { signal }),
  });
