import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { MenuIcon } from '@/components/ui/icons';
import { LanguageMenu } from '@/components/language-selector';
import { CATEGORY_ICON } from '@/components/category-icon';
import { useSystemStatus } from '@/lib/queries/system-api';
import { FreePlayButton } from '@/features/identity/free-play-button';
import { HeaderGameDropdown } from '@/features/lobby/header-game-dropdown';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { preloadSideMenu } from '@/app/side-menu/side-menu';

/** The drawer's code is fetched as the pointer, a finger or the focus reaches the menu button. */
const preloadDrawer = () => void preloadSideMenu().catch(() => undefined);
import { HEADER_NAV } from './nav-items';
import { AccountMenu } from './account-menu';
import './header.css';

// Members only: a visitor's first page does not carry the balance code.
const BalanceChip = lazy(() => import('@/features/cashier/balance-chip').then((m) => ({ default: m.BalanceChip })));

/**
 * Levels of a crowded game menu: first the icons go, then the labels get smaller, and at last the
 * menu scrolls sideways (the game dropdown sits outside it, so nothing gets clipped).
 */
const NAV_FIT_LEVELS = [
  '',
  'site-header__nav--compact',
  'site-header__nav--tight',
  'site-header__nav--scroll',
] as const;

/**
 * Keeps the game menu inside the room the account tools leave it (a member's balance and buttons,
 * longer Filipino labels): on every resize or language change it takes the first level whose
 * links fit, so no link is ever cut or hidden under the tools.
 */
function useNavFit(deps: readonly unknown[]) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    const fit = () => {
      const list = nav.firstElementChild as HTMLElement | null;
      for (const level of NAV_FIT_LEVELS) {
        nav.classList.remove(...NAV_FIT_LEVELS.filter(Boolean));
        if (level) nav.classList.add(level);
        if (!list || list.scrollWidth <= nav.clientWidth) return;
        if (level === 'site-header__nav--scroll') return;
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    // The menu takes the room left over (flex: 1 from zero), so its width changes only with the room.
    observer.observe(nav);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return ref;
}

/** Opens the side menu; the drawer's code starts loading as soon as the button is approached. */
function MenuButton() {
  const { t } = useTranslation();
  const sideMenuOpen = useUiStore((s) => s.sideMenuOpen);
  const setSideMenuOpen = useUiStore((s) => s.setSideMenuOpen);
  return (
    <IconButton
      className="site-header__menu"
      label={t('nav.openMenu')}
      aria-expanded={sideMenuOpen}
      aria-controls="side-menu"
      onClick={() => setSideMenuOpen(true)}
      onPointerEnter={preloadDrawer}
      onFocus={preloadDrawer}
      onTouchStart={preloadDrawer}
      data-testid="menu-button"
    >
      <MenuIcon />
    </IconButton>
  );
}

/** The game categories (promotions join with their module, issue 22), fitted to the room the account tools leave. */
function GameNav({ loggedIn }: { loggedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const navRef = useNavFit([i18n.language, loggedIn]);
  return (
    <nav className="site-header__nav" aria-label={t('nav.games')} ref={navRef}>
      <ul>
        {HEADER_NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="site-header__link">
              <span className="site-header__link-icon">{CATEGORY_ICON[item.category]}</span>
              {t(`category.${item.category}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A visitor's tools: free play, log in, sign up. */
function GuestActions() {
  const { t } = useTranslation();
  return (
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
  );
}

export function Header() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const loggedIn = useSessionStore((s) => Boolean(s.token));

  return (
    <header className="site-header" data-testid="site-header">
      <div className="site-header__inner">
        <MenuButton />
        <Link to="/" className="site-header__brand" aria-label={t('nav.home')}>
          <Logo src={status.data?.info.resources.logoUrl} />
        </Link>
        <GameNav loggedIn={loggedIn} />
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
            <GuestActions />
          )}
        </div>
      </div>
    </header>
  );
}
