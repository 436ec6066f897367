import { queryOptions } from '@tanstack/react-query';
import type { ContractOfferRequest } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/** Agent contracts (issue 21): the consolidated flags, the agent's contracts, offers and answers. */
export const contractFlagsQuery = queryOptions({
  queryKey: ['contracts', 'flags'],
  queryFn: ({ signal }) => call(routes.contracts.flags, {}, { signal }),
  staleTime: 60_000,
});

export const contractsQuery = queryOptions({
  queryKey: ['contracts', 'list'],
  queryFn: ({ signal }) => call(routes.contracts.list, {}, { signal }),
});

export const contractPreviewQuery = (id: number) =>
  queryOptions({
    queryKey: ['contracts', 'preview', id],
    queryFn: ({ signal }) => call(routes.contracts.preview, { params: { id } }, { signal }),
  });

export const offerContract = (body: ContractOfferRequest) => call(routes.contracts.offer, { body });
export const acceptContract = (id: number, confirm: boolean) =>
  call(routes.contracts.accept, { params: { id }, body: confirm ? { confirm } : {} });
export const rejectContract = (id: number) => call(routes.contracts.reject, { params: { id }, body: {} });
export const terminateContract = (id: number, reason?: string) =>
  call(routes.contracts.terminate, { params: { id }, body: reason ? { reason } : {} });
