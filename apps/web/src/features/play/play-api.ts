import { queryOptions } from '@tanstack/react-query';

import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/* The member's betting records and profit and loss (issue 6); the session token comes with `call`. */

export type DateRange = { startDate: string; endDate: string };
export type BetRecordFilter = DateRange & { gameType?: string; vassalage?: string; pageNo: number; pageSize: number };

export const betRecordsQuery = (f: BetRecordFilter) =>
  queryOptions({
    queryKey: ['bets', 'records', f],
    queryFn: ({ signal }) => call(routes.play.bets, { query: { ...f } }, { signal }),
  });

export const profitReportQuery = (range: DateRange) =>
  queryOptions({
    queryKey: ['bets', 'profit', range],
    queryFn: ({ signal }) => call(routes.play.profit, { query: { ...range } }, { signal }),
  });
