import { queryOptions } from '@tanstack/react-query';
import type { BetRecordPage, ProfitReport } from '@fortuna/contracts';
import { apiGet } from '@/lib/api-client';

/* The member's betting records and profit and loss (issue 6); the session token comes with apiGet. */

export type DateRange = { startDate: string; endDate: string };
export type BetRecordFilter = DateRange & { gameType?: string; vassalage?: string; pageNo: number; pageSize: number };

export const betRecordsQuery = (f: BetRecordFilter) =>
  queryOptions({
    queryKey: ['bets', 'records', f],
    queryFn: ({ signal }) => apiGet<BetRecordPage>('/wps/member/bets', { ...f }, signal),
  });

export const profitReportQuery = (range: DateRange) =>
  queryOptions({
    queryKey: ['bets', 'profit', range],
    queryFn: ({ signal }) => apiGet<ProfitReport>('/wps/member/profit', { ...range }, signal),
  });
