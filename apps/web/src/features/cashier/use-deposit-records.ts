import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { presetRange } from '@/lib/market-date';
import { useMarketZone } from '@/lib/queries/system-api';
import { depositsQuery } from './wallet-api';

/**
 * This month's deposits. Back from the gateway (`returnedOrder`), the list is read again every
 * 3 s while an order is pending, and the balance once that order is credited.
 */
export function useDepositRecords(returnedOrder: string | null) {
  const zone = useMarketZone();
  const queryClient = useQueryClient();
  const range = useMemo(() => presetRange('month', new Date(), zone), [zone]);
  const records = useQuery({
    ...depositsQuery({ ...range, pageNo: 1, pageSize: 10 }),
    refetchInterval: (q) => (q.state.data?.list.some((r) => r.status === 'PENDING') && returnedOrder ? 3000 : false),
  });
  const returned = records.data?.list.find((r) => r.orderNo === returnedOrder);
  useEffect(() => {
    if (returned?.status === 'CREDITED') void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  }, [returned?.status, queryClient]);
  return { records, returned };
}
