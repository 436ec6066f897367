import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TeamBetsQuery, TeamMembersQuery, TeamProfitQuery, TeamTransactionsQuery } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** The agent centre's team reports (issue 21): members, betting, P&L, money lines — of the agent's own team. */
type Q<T> = Partial<T> & { startDate: string; endDate: string };

/** Only the filled-in fields go to the server (an empty username or keyword means none). */
const clean = <T extends object>(q: T): T =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as T;

export const teamMembersQuery = (q: Q<TeamMembersQuery>) =>
  queryOptions({
    queryKey: ['team', 'members', q],
    queryFn: ({ signal }) => call(routes.team.members, { query: clean(q) as TeamMembersQuery }, { signal }),
    placeholderData: keepPreviousData,
  });

export const teamBetsQuery = (q: Q<TeamBetsQuery>) =>
  queryOptions({
    queryKey: ['team', 'bets', q],
    queryFn: ({ signal }) => call(routes.team.bets, { query: clean(q) as TeamBetsQuery }, { signal }),
    placeholderData: keepPreviousData,
  });

export const teamProfitQuery = (q: Q<TeamProfitQuery>) =>
  queryOptions({
    queryKey: ['team', 'profit', q],
    queryFn: ({ signal }) => call(routes.team.profit, { query: clean(q) as TeamProfitQuery }, { signal }),
    placeholderData: keepPreviousData,
  });

export const teamTransactionsQuery = (q: Q<TeamTransactionsQuery>) =>
  queryOptions({
    queryKey: ['team', 'transactions', q],
    queryFn: ({ signal }) => call(routes.team.transactions, { query: clean(q) as TeamTransactionsQuery }, { signal }),
    placeholderData: keepPreviousData,
  });
