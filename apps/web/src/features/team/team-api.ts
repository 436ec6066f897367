import { queryOptions } from '@tanstack/react-query';
import type { DownlineRegisterRequest } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** The agent centre's team calls (issue 21): overview, downlines drill-down, invitation, direct registration. */
export type TeamRange = { startDate: string; endDate: string };

export const teamOverviewQuery = (range: TeamRange) =>
  queryOptions({
    queryKey: ['team', 'overview', range],
    queryFn: ({ signal }) => call(routes.team.overview, { query: { ...range } }, { signal }),
  });

export const teamDownlinesQuery = (range: TeamRange, parent: string | null) =>
  queryOptions({
    queryKey: ['team', 'downlines', range, parent],
    queryFn: ({ signal }) =>
      call(routes.team.downlines, { query: { ...range, ...(parent ? { parent } : {}) } }, { signal }),
  });

export const invitationQuery = queryOptions({
  queryKey: ['team', 'invitation'],
  queryFn: ({ signal }) => call(routes.team.invitation, {}, { signal }),
  staleTime: Infinity,
});

export const registerDownline = (body: DownlineRegisterRequest) => call(routes.team.registerDownline, { body });
