import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { MemberInfo } from '@fortuna/contracts';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { systemStatusQuery } from '@/lib/queries/system-api';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { applyMemberInfo, memberInfoQuery } from './member-info';
import { handleSessionExpired } from './session';

/** The tab's sessionStorage and the server, as the app sees them. */
let storage: Map<string, string>;
let calls: Array<{ url: string; auth: string | undefined }>;
let answer: (url: string) => { status: number; body: unknown };

const envelope = (value: unknown) => ({ success: true, code: 'OK', message: 'OK', value });
const member = (nickname: string): MemberInfo => ({
  id: 7,
  account: 'player2',
  nickname,
  type: 0,
  userName: 'player2',
  customerId: '1000007',
  isAgent: false,
  isTrial: false,
  hasTotp: false,
  mobileBound: false,
  emailBound: false,
});

beforeEach(() => {
  storage = new Map();
  calls = [];
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    calls.push({ url, auth: init.headers.Authorization });
    const { status, body } = answer(url);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  useModalStore.getState().closeAll();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionExpiredHandler(null);
});

const signIn = (token: string) => {
  storage.set('token', token);
  useSessionStore.getState().refresh();
};

describe('merchant code (spec §3, §4 logout)', () => {
  it('comes from the system status and survives a sign-out', async () => {
    answer = () => ({ status: 200, body: envelope({ status: 0, info: { merchantCode: 'FORTUNA' } }) });
    await new QueryClient().fetchQuery(systemStatusQuery);
    expect(storage.get('merchantCode')).toBe('FORTUNA');

    signIn('t1');
    storage.set('nickname', 'Player Two');
    useSessionStore.getState().signOut();
    expect([...storage.keys()]).toEqual(['merchantCode']);
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('member info (GET /wps/member/info)', () => {
  it('loads the member of the stored token into the session keys the header shows', async () => {
    signIn('t1');
    answer = () => ({ status: 200, body: envelope(member('Player Two')) });
    const info = await new QueryClient().fetchQuery(memberInfoQuery('t1'));
    expect(calls).toEqual([{ url: '/wps/member/info', auth: 'Bearer t1' }]);
    expect(applyMemberInfo('t1', info)).toBe(true);
    expect(storage.get('nickname')).toBe('Player Two');
    expect(storage.get('customerId')).toBe('1000007');
    expect(useSessionStore.getState().nickname).toBe('Player Two');
  });

  it('never writes the answer of an earlier session into a new one', () => {
    signIn('t2');
    expect(applyMemberInfo('t1', member('Someone Else'))).toBe(false);
    expect(storage.get('nickname')).toBeUndefined();
  });

  it('is loaded again after a change in My account (which invalidates the member queries)', async () => {
    signIn('t1');
    let nickname = 'Player Two';
    answer = () => ({ status: 200, body: envelope(member(nickname)) });
    const client = new QueryClient();
    const observer = new QueryObserver(client, memberInfoQuery('t1'));
    const seen: string[] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.data) seen.push(result.data.nickname);
    });
    await vi.waitFor(() => expect(seen).toContain('Player Two'));
    nickname = 'Lucky Two';
    await client.invalidateQueries({ queryKey: ['member'] });
    expect(seen.at(-1)).toBe('Lucky Two');
    expect(calls).toHaveLength(2);
    unsubscribe();
  });

  it('ends a session whose token the server no longer knows, keeping the merchant code', async () => {
    setSessionExpiredHandler(handleSessionExpired);
    storage.set('merchantCode', 'FORTUNA');
    signIn('stale');
    answer = () => ({
      status: 401,
      body: { success: false, code: 'NOT_LOGGED_IN', message: 'You are not logged in, please login', value: null },
    });
    await expect(new QueryClient().fetchQuery({ ...memberInfoQuery('stale'), retry: false })).rejects.toThrow();
    expect(useSessionStore.getState().token).toBeNull();
    expect([...storage.keys()]).toEqual(['merchantCode']);
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['loginPopupModal']);
  });
});
