import { useEffect } from 'react';
import { localStore, sessionStore } from '@/lib/storage';
import { openModal, useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useAnnouncements } from '@/lib/queries/announcements-api';
import { audienceKey, dayKey, shouldShowAnnouncements } from './lobby-fns';

/** Audiences (anonymous, member:<name>) that closed the popup this session. */
export const closedAudiences = (): string[] => sessionStore.getJson<string[]>('announcementClosed') ?? [];

/** Spec §2: closing remembers the audience for the session; 'hide today' remembers the date. */
export function closeAnnouncements(hideToday: boolean): void {
  const audience = audienceKey(useSessionStore.getState().username);
  sessionStore.setJson('announcementClosed', [...new Set([...closedAudiences(), audience])]);
  if (hideToday) localStore.set('announcementHidden', dayKey(new Date()));
}

/**
 * Audiences the popup was shown to this browser session (spec §2 "once per session"): kept in
 * sessionStorage, so a reload, a sign-in, a sign-out or free play never shows it to the same
 * key twice. A new key (another member, a trial account) may see it once, with its own audience.
 */
const shownAudiences = (): string[] => sessionStore.getJson<string[]>('announcementShown') ?? [];
const markShown = (audience: string) =>
  sessionStore.setJson('announcementShown', [...new Set([...shownAudiences(), audience])]);

/** Opens the announcement popup when there are popup announcements this audience has not closed. */
export function useAnnouncementPopupTrigger(): void {
  const username = useSessionStore((s) => (s.token ? s.username : null));
  const count = useAnnouncements().data?.popup.length ?? 0;
  // Never on top of another popup (the login popup of /login, a help article): it waits its turn.
  const busy = useModalStore((s) => s.stack.length > 0);
  useEffect(() => {
    const audience = audienceKey(username);
    if (busy || shownAudiences().includes(audience)) return;
    const show = shouldShowAnnouncements({
      count,
      closedAudiences: closedAudiences(),
      audience,
      hiddenOn: localStore.get('announcementHidden'),
      today: dayKey(new Date()),
    });
    if (!show) return;
    // After the page has painted and gone idle: the popup (and its code) never competes with
    // the lobby's first render.
    const open = () => {
      if (shownAudiences().includes(audience) || useModalStore.getState().stack.length > 0) return;
      // The session may have changed while waiting: only the audience still signed in counts.
      const session = useSessionStore.getState();
      if (audienceKey(session.token ? session.username : null) !== audience) return;
      markShown(audience);
      openModal('announcementPopup');
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(open, 300);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(open, { timeout: 1500 });
    return () => cancelIdleCallback(idle);
  }, [busy, count, username]);
}
