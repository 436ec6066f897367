import { notifyManager, type Query, type QueryClient } from '@tanstack/react-query';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useToastStore } from '@/stores/toast-store';
import { useUiStore } from '@/stores/ui-store';

/**
 * Cached answers that belong to nobody: the brand's status and settings, content and the game
 * catalogue by language. Everything else is member-scoped and goes with the session; a new
 * query is member-scoped until it is listed here.
 */
const PUBLIC_QUERIES: readonly (readonly string[])[] = [
  ['system'],
  ['content'],
  ['games', 'hot'],
  ['games', 'rankList'],
  ['games', 'gameVendor'],
];

export const isMemberScoped = (query: Pick<Query, 'queryKey'>): boolean =>
  !PUBLIC_QUERIES.some((prefix) => prefix.every((part, i) => query.queryKey[i] === part));

/**
 * Drops every piece of member-scoped client state (issue 18: on a shared device the next person
 * saw the last one's balance and notices): cached member answers (emptied, their fetches
 * cancelled; with a new session what is on screen asks again), toasts, open modals and the
 * side-menu drawer. The live-update stream follows the token by itself (MemberEvents).
 */
export function dropMemberState(queryClient: QueryClient, signedIn: boolean): void {
  notifyManager.batch(() => {
    for (const query of queryClient.getQueryCache().findAll({ predicate: isMemberScoped })) query.reset();
  });
  // Signed out, nothing member-scoped may ask (the screens that asked are leaving).
  if (signedIn) void queryClient.refetchQueries({ predicate: isMemberScoped, type: 'active' });
  useToastStore.getState().clear();
  useModalStore.getState().closeAll();
  useUiStore.getState().setSideMenuOpen(false);
}

/**
 * The one place that watches the session: any change of token — log in, log out, free play,
 * expiry, a 401, another member — drops the member-scoped state before the new session paints.
 * Runs synchronously inside the session store's update, so whatever the sign-in then shows (a
 * welcome toast, the forced password change) comes after the drop. Answers the unsubscribe.
 */
export function watchSessionScope(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) dropMemberState(queryClient, Boolean(state.token));
  });
}
