import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { MenuIcon } from '@/components/ui/icons';
import { LanguageMenu } from '@/components/language-selector';
import { CATEGORY_ICON } from '@/components/category-icon';
import { useSystemStatus } from '@/features/system/api';
import { FreePlayButton } from '@/features/auth/free-play-button';
import { HeaderGameDropdown } from '@/features/lobby/header-game-dropdown';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { HEADER_NAV } from './nav-items';
import { AccountMenu } from './account-menu';
import './header.css';

// Members only: a visitor's first page does not carry the balance code.
const BalanceChip = lazy(() => import('@/features/wallet/balance-chip').then((m) => ({ default: m.BalanceChip })));

export function Header() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  const sideMenuOpen = useUiStore((s) => s.sideMenuOpen);
  const setSideMenuOpen = useUiStore((s) => s.setSideMenuOpen);

  return (
    <header className="site-header" data-testid="site-header">
      <div className="site-header__inner">
        <button
          type="button"
          className="icon-button site-header__menu"
          aria-label={t('nav.openMenu')}
          aria-expanded={sideMenuOpen}
          aria-controls="side-menu"
          onClick={() => setSideMenuOpen(true)}
          data-testid="menu-button"
        >
          <MenuIcon />
        </button>
        <Link to="/" className="site-header__brand" aria-label={t('nav.home')}>
          <Logo src={status.data?.info.resources.logoUrl} />
        </Link>
        <nav className="site-header__nav" aria-label={t('nav.games')}>
          <ul>
            {HEADER_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-header__link">
                  <span className="site-header__link-icon">{CATEGORY_ICON[item.category]}</span>
                  {t(`category.${item.category}`)}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/promotions" className="site-header__link site-header__link--promo">
                {t('nav.promotions')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <HeaderGameDropdown />
        <div className="site-header__actions">
          <div className="site-header__lang">
            <LanguageMenu />
          </div>
          {loggedIn ? (
            <>
              <Suspense fallback={null}>
                <BalanceChip />
              </Suspense>
              <AccountMenu />
            </>
          ) : (
            <>
              <FreePlayButton className="site-header__free-play" />
              <Button
                variant="outline"
                size="sm"
                className="site-header__login"
                onClick={() => openModal('loginPopupModal')}
                data-testid="header-login"
              >
                {t('auth.login')}
              </Button>
              <Button
                size="sm"
                className="site-header__signup"
                onClick={() => openModal('registerModal')}
                data-testid="header-signup"
              >
                {t('auth.signUp')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
