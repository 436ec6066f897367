import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleContractQuery, ContractOfferRequest } from '@fortuna/contracts/agent-contract-api';
import { call } from '@/lib/api';
import { consoleRoutes } from '@/lib/routes';

const KEY = ['console', 'agent-contracts'] as const;

/** Top agents' contracts (or one member's), newest first. */
export function useAgentContracts(filter: ConsoleContractQuery) {
  return useQuery({
    queryKey: [...KEY, filter],
    queryFn: ({ signal }) => call(consoleRoutes.consoleContracts, { query: { ...filter } }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContractEvents(id: number) {
  return useQuery({
    queryKey: [...KEY, 'events', id],
    queryFn: ({ signal }) => call(consoleRoutes.consoleContractEvents, { params: { id }, query: {} }, signal),
  });
}

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: ['console', 'audit'] });
    },
  });
}

export const useOfferContract = () =>
  useChange((body: ContractOfferRequest) => call(consoleRoutes.consoleOfferContract, { body }));
export const useTerminateContract = () =>
  useChange(({ id, reason }: { id: number; reason: string }) =>
    call(consoleRoutes.consoleTerminateContract, { params: { id }, body: { reason } }),
  );
