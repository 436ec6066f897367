import { useSyncExternalStore } from 'react';

/**
 * The staff session token, kept in sessionStorage (this tab only; closing it ends the console
 * session on this side). `ended` remembers that the server ended a session (401), so the login
 * screen can say so once.
 */
const TOKEN_KEY = 'fortuna.console.token';
const ENDED_KEY = 'fortuna.console.ended';

type Snapshot = { token: string | null; ended: boolean };

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(): Snapshot {
  const store = storage();
  return { token: store?.getItem(TOKEN_KEY) ?? null, ended: store?.getItem(ENDED_KEY) === '1' };
}

let snapshot = read();
const listeners = new Set<() => void>();

function write(token: string | null, ended: boolean) {
  const store = storage();
  try {
    if (token) store?.setItem(TOKEN_KEY, token);
    else store?.removeItem(TOKEN_KEY);
    if (ended) store?.setItem(ENDED_KEY, '1');
    else store?.removeItem(ENDED_KEY);
  } catch {
    // Storage refused (quota, privacy mode): the session lives in memory for this page.
  }
  snapshot = { token, ended };
  listeners.forEach((listener) => listener());
}

export const session = {
  token: () => snapshot.token,
  /** After a successful login. */
  start: (token: string) => write(token, false),
  /** Logout: no notice on the login screen. */
  clear: () => write(null, false),
  /** The server ended the session (401): back to login with the "session ended" notice. */
  end: () => write(null, snapshot.token !== null || snapshot.ended),
  dismissNotice: () => write(snapshot.token, false),
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useSession(): Snapshot {
  return useSyncExternalStore(session.subscribe, () => snapshot);
}
