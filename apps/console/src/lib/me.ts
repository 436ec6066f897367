import { useQuery } from '@tanstack/react-query';
import type { StaffMe, StaffPermission } from '@fortuna/contracts';
import { call } from './api';
import { consoleRoutes } from './routes';
import { useSession } from './session';

export const ME_KEY = ['console', 'me'] as const;

/** The signed-in staff member (role, permissions, session end); refreshed every minute. */
export function useMe() {
  const { token } = useSession();
  return useQuery({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => call(consoleRoutes.me, {}, signal),
    enabled: token !== null,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

export const can = (me: StaffMe | undefined, permission: StaffPermission | null) =>
  permission === null || (me?.permissions.includes(permission) ?? false);
