import { create } from 'zustand';
import { clearSessionKeepMerchant, isAgentSession, sessionStore } from '@/lib/storage';

/** Spec §4 Roles: type 4 is a trial member (kept as the `memberType` session key). */
const TRIAL_TYPE = '4';

/**
 * Reactive mirror of the session keys the shell shows (token presence, agent and trial flags,
 * names). sessionStorage stays the source of truth (spec §3); this store only lets the header
 * and guards re-render when it changes in this tab.
 */
type SessionState = {
  token: string | null;
  isAgent: boolean;
  isTrial: boolean;
  nickname: string | null;
  account: string | null;
  username: string | null;
  customerId: string | null;
  refresh: () => void;
  signOut: () => void;
};

const read = () => ({
  token: sessionStore.get('token'),
  isAgent: isAgentSession(),
  isTrial: sessionStore.get('memberType') === TRIAL_TYPE,
  nickname: sessionStore.get('nickname'),
  account: sessionStore.get('account'),
  username: sessionStore.get('username'),
  customerId: sessionStore.get('customerId'),
});

export const useSessionStore = create<SessionState>((set) => ({
  ...read(),
  refresh: () => set(read()),
  signOut: () => {
    clearSessionKeepMerchant();
    set(read());
  },
}));
