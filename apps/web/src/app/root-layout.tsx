import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { SessionEffects } from '@/features/identity/session-effects';
import { useSessionStore } from '@/stores/session-store';
import { ModalHost } from './modal-host';

// The live-update listener and the member info exist only with a session (spec §2), and so does their code.
const MemberSession = lazy(() => import('./member-session'));

/** Spec §2: navigation scrolls to the top, or to the element the hash names. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    // While a modal holds the scroll lock the page must stay put; the lock restores it.
    if (document.body.dataset.scrollLocked) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
}

export function RootLayout() {
  useScrollOnNavigate();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  return (
    <>
      <SessionEffects />
      {loggedIn ? (
        <Suspense fallback={null}>
          <MemberSession />
        </Suspense>
      ) : null}
      <Outlet />
      <ModalHost />
      <Toaster />
    </>
  );
}
