import { useSyncExternalStore } from 'react';
import { localStore } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';
import { pushToast } from '@/stores/toast-store';
import { favouritesOf, toggleFavourite } from './favourites-fns';

// Every star and the lobby's favourites row read the same key: a change tells them all.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
let version = 0;

/** The member's lottery favourites (LOTTFAV) and a toggle; a trial account is refused (spec §5). */
export function useLotteryFavourites() {
  const username = useSessionStore((s) => s.username ?? s.account);
  const isTrial = useSessionStore((s) => s.isTrial);
  useSyncExternalStore(subscribe, () => version);
  const list = isTrial ? [] : favouritesOf(localStore, username);
  const toggle = (gameCode: string) => {
    if (isTrial || !username) {
      pushToast({ tone: 'error', messageKey: 'errors:in_need_true_account' });
      return;
    }
    toggleFavourite(localStore, username, gameCode);
    version += 1;
    listeners.forEach((l) => l());
  };
  return { list, toggle, refused: isTrial };
}
