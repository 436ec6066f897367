import { useQuery } from '@tanstack/react-query';

import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { sessionStore } from '@/lib/storage';
import { useWhitelabel } from '@/lib/queries/system-api';
import { useSessionStore } from '@/stores/session-store';

/**
 * Spec §6: the consolidated call runs for logged-in non-trial users when AGENTPOLICY3 is set;
 * the answer is kept in session storage `consolidated` (spec §3). Under the `wallet` key, so it
 * refreshes with the balance after every transfer.
 */
export function useConsolidatedFunds() {
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const trial = useSessionStore((s) => s.isTrial);
  const enabled = useWhitelabel().AGENTPOLICY3 === true && loggedIn && !trial;
  return useQuery({
    queryKey: ['wallet', 'consolidated'],
    queryFn: async ({ signal }) => {
      const value = await call(routes.transfer.consolidated, {}, { signal });
      sessionStore.setJson('consolidated', value);
      return value;
    },
    enabled,
    staleTime: 15_000,
  });
}
