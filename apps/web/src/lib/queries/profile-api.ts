import { queryOptions } from '@tanstack/react-query';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';

/**
 * GET /wps/member/profile (My account). Shared: every form that changes a credential reads from it
 * whether an authenticator or a mobile / e-mail is bound, so it asks for the matching proof.
 */
export const profileQuery = queryOptions({
  queryKey: ['member', 'profile'],
  queryFn: ({ signal }) => call(routes.account.profile, {}, { signal }),
  staleTime: 30_000,
});
