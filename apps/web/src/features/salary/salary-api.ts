import { queryOptions } from '@tanstack/react-query';
import type { BillKind, BillStatus } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** The agent's settlement records and income (issue 21; spec §7 dividend and salary relays, agentRevenueReport). */
export type BillRange = { startDate: string; endDate: string };
export const BILL_PAGE_SIZE = 20;

export const billsQuery = (kind: BillKind, range: BillRange, status: BillStatus | null, pageNo: number) =>
  queryOptions({
    queryKey: ['agent-bills', kind, range, status, pageNo],
    queryFn: ({ signal }) =>
      call(
        routes.agentBills.bills,
        { query: { kind, ...range, ...(status ? { status } : {}), pageNo, pageSize: BILL_PAGE_SIZE } },
        { signal },
      ),
  });

export const incomeQuery = (range: BillRange) =>
  queryOptions({
    queryKey: ['agent-income', range],
    queryFn: ({ signal }) => call(routes.agentBills.income, { query: { ...range } }, { signal }),
  });
