import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { accessFor, screenFor, type ScreenKind } from '@/lib/route-rules';
import { requireMember } from '@/features/identity/session';
import { useSessionStore } from '@/stores/session-store';

/** Sends a trial account away from the member centre with the in_need_true_account dialog. */
function TrialRedirect({ to }: { to: string }) {
  useEffect(() => requireMember(() => undefined), []);
  return <Navigate to={to} replace />;
}

/** Spec §2 guard: login-only screens send visitors to /login (token presence only); §6 trial rule. */
export function Guarded({ screen, children }: { screen: ScreenKind; children: ReactNode }) {
  const hasToken = useSessionStore((s) => Boolean(s.token));
  const isAgent = useSessionStore((s) => s.isAgent);
  const isTrial = useSessionStore((s) => s.isTrial);
  const access = accessFor(screen, { hasToken, isAgent, isTrial });
  // Signing out navigates away first; until React shows the new screen, this one must not redirect.
  if (access.kind === 'redirect' && screenFor(window.location.pathname) !== screen) return null;
  if (access.kind === 'redirect')
    return screen === 'member' && isTrial ? <TrialRedirect to={access.to} /> : <Navigate to={access.to} replace />;
  return children;
}
