import { queryOptions } from '@tanstack/react-query';
import type { MemberInfo } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { sessionStore } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { storeMember } from './session';

/**
 * GET /wps/member/info (spec §3 Member info, §7): the member of the stored token, loaded after
 * every sign-in and on start-up with a stored token ("logged in means member info is stored").
 * Keyed by the token, so an answer for an earlier session is never written into a new one; under
 * ['member'], so the changes of My account (which invalidate ['member']) load it again.
 */
export const memberInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ['member', 'info', 'self', token],
    queryFn: ({ signal }) => call(routes.identity.memberInfo, {}, { signal }),
    staleTime: 60_000,
  });

/** Stores a loaded member info in the session keys, when it belongs to the session still open. */
export function applyMemberInfo(token: string, info: MemberInfo): boolean {
  if (sessionStore.get('token') !== token) return false;
  storeMember(info);
  useSessionStore.getState().refresh();
  return true;
}
