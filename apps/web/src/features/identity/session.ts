import type { LoginResult, MemberInfo } from '@fortuna/contracts';
import * as routes from '@fortuna/contracts/endpoints/routes';
import { call } from '@/lib/api-client';
import { writeRememberedUsername } from '@/lib/remember-me';
import { sessionStore } from '@/lib/storage';
import { closeModal, openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { pushToast } from '@/stores/toast-store';

/**
 * What happens after any successful sign-in (spec §4 Login, Registration, Forgot password by
 * mobile, Free play). Zod-free (types only), so the header's free-play button can use it from
 * the entry chunk.
 */
/**
 * React Router's navigate. Sign-out callers pass `flushSync: true`, so the protected screen is
 * gone before the session is cleared (its guard would otherwise send to /login).
 */
export type Navigate = (to: string) => void | Promise<void>;

export type LoginMethod = 'username' | 'sms' | 'register' | 'reset' | 'freeplay';

/** Marks a forced password change still owed (survives a reload of the tab). */
const FORCED_CHANGE = 'changePassword';

/**
 * The password of the login that forced a change, so the change form need not ask for it again
 * (spec §5 "Old password … not needed if already held"). Memory only, never storage: a reload
 * forgets it and the form asks.
 */
let heldPassword: string | null = null;
export const heldLoginPassword = (): string | null => heldPassword;

/** Spec §3 session keys of the member (plus our memberType). */
export function storeMember(member: MemberInfo): void {
  sessionStore.set('nickname', member.nickname);
  sessionStore.set('account', member.account);
  sessionStore.set('username', member.userName);
  sessionStore.set('customerId', member.customerId);
  sessionStore.set('isAgent', String(member.isAgent));
  sessionStore.set('memberType', String(member.type));
}

/** Whether the change-password modal must open (weak default or expired; never after SMS login). */
export function mustChangePassword(result: Pick<LoginResult, 'weakPassword' | 'passwordExpired'>, method: LoginMethod) {
  if (method === 'sms' || method === 'freeplay' || method === 'register' || method === 'reset') return null;
  if (result.weakPassword) return 'weak' as const;
  if (result.passwordExpired) return 'expired' as const;
  return null;
}

/** Where the user goes after signing in: agents to their centre, new accounts home; null stays. */
export function landingAfterLogin(member: Pick<MemberInfo, 'isAgent'>, method: LoginMethod, entry: 'member' | 'agent') {
  if (member.isAgent && (entry === 'agent' || method === 'username' || method === 'sms')) return '/agentHome';
  if (method === 'register' || method === 'reset' || method === 'freeplay') return '/';
  return null;
}

type CompleteOptions = {
  method: LoginMethod;
  entry?: 'member' | 'agent';
  /** Username to remember for a day; null forgets it; undefined leaves the cookie alone. */
  remember?: string | null;
  /** The password just typed, held for a forced change. */
  password?: string;
  navigate: (to: string) => void;
};

/** Stores the session, runs the first-login and forced-change steps, closes the popups, routes on. */
export function completeLogin(result: LoginResult, options: CompleteOptions): void {
  const { method, entry = 'member' } = options;
  sessionStore.set('token', result.token);
  storeMember(result.member);
  if (options.remember !== undefined) writeRememberedUsername(options.remember);
  useSessionStore.getState().refresh();
  for (const name of ['loginPopupModal', 'registerModal', 'forgetPassModal'] as const) closeModal(name);

  if (result.firstTimeLogin && method !== 'freeplay')
    pushToast({ tone: 'success', messageKey: 'auth.firstLoginWelcome', values: { name: result.member.nickname } });
  if (method === 'freeplay') pushToast({ tone: 'info', messageKey: 'auth.freePlayWelcome' });

  const forced = mustChangePassword(result, method);
  heldPassword = forced ? (options.password ?? null) : null;
  if (forced) {
    sessionStore.set('validate', `${FORCED_CHANGE}:${forced}`);
    openModal('changePassModal', { forced });
    return;
  }
  const to = landingAfterLogin(result.member, method, entry);
  if (to) options.navigate(to);
}

/** A forced change left open by a reload: reopen it (the member may only change or sign out). */
export function pendingForcedChange(): 'weak' | 'expired' | null {
  const mark = sessionStore.get('validate') ?? '';
  if (!sessionStore.get('token') || !mark.startsWith(`${FORCED_CHANGE}:`)) return null;
  return mark.endsWith(':expired') ? 'expired' : 'weak';
}

export function clearForcedChange(): void {
  heldPassword = null;
  sessionStore.remove('validate');
}

/** Modals that exist only with a session; they close when it ends. */
const MEMBER_MODALS = ['changePassModal', 'memberCenter'] as const;
const endSession = () => {
  heldPassword = null;
  useSessionStore.getState().signOut();
  for (const name of MEMBER_MODALS) closeModal(name);
};

/** Spec §4 step 5: free play — a trial account, then home. */
export async function startFreePlay(navigate: (to: string) => void): Promise<void> {
  const result = await call(routes.identity.freeplay, { body: { platform: 'WEB' } });
  completeLogin(result, { method: 'freeplay', navigate });
}

/** Spec §4 step 6: the session ends here even if the server cannot be reached. */
export async function signOutNow(navigate: Navigate, to = '/'): Promise<void> {
  void call(routes.identity.logout).catch(() => undefined);
  // Leave first: a login-only screen must not see the session gone and send to /login.
  await navigate(to);
  endSession();
}

/** Spec §4 step 6: logout asks first (in_sure_logout). */
export function confirmSignOut(navigate: Navigate, to = '/'): void {
  openModal('publicModal', {
    titleKey: 'auth.signOut',
    bodyKey: 'errors:in_sure_logout',
    confirmKey: 'auth.signOut',
    onConfirm: () => void signOutNow(navigate, to),
  });
}

/**
 * The one guard for member actions (spec §5 "Login guard", §6): a visitor gets the login popup,
 * a trial account the in_need_true_account dialog offering to register; members go ahead.
 */
export function requireMember(action: () => void): void {
  const session = useSessionStore.getState();
  if (!session.token) {
    openModal('loginPopupModal');
    return;
  }
  if (session.isTrial) {
    openModal('publicModal', {
      titleKey: 'auth.trialTitle',
      bodyKey: 'errors:in_need_true_account',
      confirmKey: 'auth.registerNow',
      onConfirm: () => openModal('registerModal'),
    });
    return;
  }
  action();
}

/** The 401 answer of any call: the session is gone — clear it and ask to log in again. */
export function handleSessionExpired(): void {
  endSession();
  openModal('loginPopupModal');
}
