import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HomePage } from '@/features/lobby/home-page';
import { openModal } from '@/stores/modal-store';

/** /login: go to / and open the login popup (spec §2). */
export function LoginRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    openModal('loginPopupModal');
    void navigate('/', { replace: true });
  }, [navigate]);
  return <HomePage />;
}

/** /register: the registration popup over the home lobby. */
export function RegisterRoute() {
  useEffect(() => {
    openModal('registerModal');
  }, []);
  return <HomePage />;
}

/** /help: home lobby layout with the help centre; #term (or any article key) opens that article. */
export function HelpRoute() {
  const { hash } = useLocation();
  useEffect(() => {
    const articleKey = decodeURIComponent(hash.replace(/^#/, '')) || undefined;
    openModal('helpModal', { articleKey });
  }, [hash]);
  return <HomePage />;
}
