import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { LanguageSelect } from '@/components/language-select';
import { ErrorState, Loading } from '@/components/states';
import { ChangePasswordDialog } from '@/features/account/change-password-dialog';
import { useLogout } from '@/features/account/use-logout';
import { errorText } from '@/lib/errors';
import { can, useMe } from '@/lib/me';
import { NAV_ITEMS } from './nav';

/**
 * The signed-in frame: top bar (menu toggle below tablet width, who is signed in, language,
 * password, sign out), the menu built from the staff member's permissions, and the page.
 */
export function Shell() {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout(() => void navigate('/login', { replace: true }));
  const [navOpen, setNavOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  // A page opened from the menu closes it (narrow screens).
  useEffect(() => setNavOpen(false), [location.pathname]);

  const items = NAV_ITEMS.filter((item) => can(me.data, item.permission));
  return (
    <div className={`shell${navOpen ? ' shell--nav-open' : ''}`}>
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <header className="topbar">
        <button
          type="button"
          className="btn btn--ghost topbar__menu"
          aria-expanded={navOpen}
          aria-controls="console-nav"
          onClick={() => setNavOpen((open) => !open)}
        >
          <span aria-hidden>☰</span>
          <span className="visually-hidden">{t('shell.menu')}</span>
        </button>
        <span className="topbar__brand">{t('shell.brand')}</span>
        {me.data ? (
          <div className="topbar__user" data-testid="signed-in">
            <span className="topbar__name">{me.data.displayName}</span>
            <Badge tone="info">{t(`roles.${me.data.role}`)}</Badge>
            <LanguageSelect />
            <Button size="sm" variant="ghost" onClick={() => setPasswordOpen(true)}>
              {t('shell.changePassword')}
            </Button>
            <Button size="sm" busy={logout.isPending} onClick={() => logout.mutate()}>
              {t('shell.logout')}
            </Button>
          </div>
        ) : null}
      </header>
      <nav id="console-nav" className="sidebar" aria-label={t('shell.navigation')}>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'} className="sidebar__link">
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {navOpen ? <div className="shell__scrim" aria-hidden onClick={() => setNavOpen(false)} /> : null}
      <main id="main" className="main" tabIndex={-1}>
        {me.isPending ? (
          <Loading />
        ) : me.isError ? (
          <ErrorState message={errorText(t, me.error)} onRetry={() => void me.refetch()} />
        ) : (
          <Outlet />
        )}
      </main>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
