import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useToastStore } from '@/stores/toast-store';
import { useUiStore } from '@/stores/ui-store';
import { isMemberScoped, watchSessionScope } from './session-scope';

const seed = () => {
  const client = new QueryClient();
  client.setQueryData(['wallet', 'balance'], { balance: '997.50' });
  client.setQueryData(['member', 'info', 'self', 'old-token'], { nickname: 'ana' });
  client.setQueryData(['system', 'status'], { ok: true });
  client.setQueryData(['games', 'hot', 'EN'], ['fruits']);
  useToastStore.getState().push({ tone: 'success', messageKey: 'wallet:notice.DEPOSIT_CREDITED' });
  useModalStore.getState().open('memberCenter');
  useUiStore.getState().setSideMenuOpen(true);
  return client;
};

describe('a change of session drops member-scoped client state (issue 18)', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('tells member answers from public ones', () => {
    expect(isMemberScoped({ queryKey: ['wallet', 'balance'] })).toBe(true);
    expect(isMemberScoped({ queryKey: ['games', 'favourites', 'ids', 'x'] })).toBe(true);
    expect(isMemberScoped({ queryKey: ['games', 'hot', 'EN'] })).toBe(false);
    expect(isMemberScoped({ queryKey: ['system', 'status'] })).toBe(false);
  });

  it('empties the member cache, toasts, modals and the drawer when the token changes', () => {
    useSessionStore.setState({ token: 'old-token' });
    const client = seed();
    stop = watchSessionScope(client);
    useSessionStore.setState({ token: null });
    expect(client.getQueryData(['wallet', 'balance'])).toBeUndefined();
    expect(client.getQueryData(['member', 'info', 'self', 'old-token'])).toBeUndefined();
    expect(client.getQueryData(['system', 'status'])).toEqual({ ok: true });
    expect(client.getQueryData(['games', 'hot', 'EN'])).toEqual(['fruits']);
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(useModalStore.getState().stack).toEqual([]);
    expect(useUiStore.getState().sideMenuOpen).toBe(false);
  });

  it('leaves everything alone when the session stays (a refreshed nickname)', () => {
    useSessionStore.setState({ token: 'same' });
    const client = seed();
    stop = watchSessionScope(client);
    useSessionStore.setState({ nickname: 'new name' });
    expect(client.getQueryData(['wallet', 'balance'])).toEqual({ balance: '997.50' });
    expect(useToastStore.getState().toasts).toHaveLength(1);
    expect(useUiStore.getState().sideMenuOpen).toBe(true);
    useToastStore.getState().clear();
  });
});
