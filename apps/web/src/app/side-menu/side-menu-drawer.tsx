import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isMemberPageAvailable, memberPageHref, type MemberPage } from '@/lib/route-rules';
import { lockScroll, unlockScroll } from '@/lib/scroll-lock';
import { Logo } from '@/components/brand/logo';
import { IconButton } from '@/components/ui/icon-button';
import { LanguageSwitch } from '@/components/language-selector';
import { CloseIcon, CrownIcon, HomeIcon, UserIcon, UsersIcon, WalletIcon, WithdrawIcon } from '@/components/ui/icons';
import { useSystemStatus, useWhitelabel } from '@/lib/queries/system-api';
import { FreePlayButton } from '@/features/identity/free-play-button';
import { AppDownload } from './app-download';
import { CustomerServiceList } from './customer-service-list';
import { MenuBanner } from './menu-banner';
import './side-menu.css';

// The drawer's contents: a chunk of its own, loaded when the menu first opens (side-menu.tsx).

type Item = { to: string; labelKey: string; icon: ReactNode; testId: string; page?: MemberPage };

const member = (page: MemberPage, labelKey: string, icon: ReactNode, testId: string): Item => ({
  to: memberPageHref(page),
  labelKey,
  icon,
  testId,
  page,
});

/**
 * Spec §2 side menu: the listed entries, VIP only when the brand enables it; Events (promotions)
 * joins with its module (issue 22). Member-centre
 * entries show once their page exists (no dead links).
 */
function useMenuItems(): Item[] {
  const flags = useWhitelabel();
  const items: Item[] = [
    { to: '/', labelKey: 'nav.home', icon: <HomeIcon />, testId: 'home' },
    member('depositv2', 'member.page.depositv2', <WalletIcon />, 'depositv2'),
    member('withdraw', 'member.page.withdraw', <WithdrawIcon />, 'withdraw'),
    member('securityCenter', 'sideMenu.account', <UserIcon />, 'account'),
    member('referral', 'member.page.referral', <UsersIcon />, 'referral'),
  ];
  if (flags.VIP) items.push(member('securityCenter', 'sideMenu.vip', <CrownIcon />, 'vip'));
  return items.filter((item) => !item.page || isMemberPageAvailable(item.page));
}

export function Drawer({ onClose, footer }: { onClose: () => void; footer: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const status = useSystemStatus();
  const items = useMenuItems();

  useEffect(() => {
    lockScroll();
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlockScroll();
      previous?.focus?.({ preventScroll: true });
    };
  }, [onClose]);

  return (
    <div className="side-menu-layer">
      <div className="side-menu-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="side-menu"
        className="side-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="side-menu"
      >
        <div className="side-menu__head">
          <Link to="/" onClick={onClose} aria-label={t('nav.home')}>
            <Logo src={status.data?.info.resources.logoUrl} />
          </Link>
          <h2 id={titleId} className="visually-hidden">
            {t('sideMenu.title')}
          </h2>
          <IconButton label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </div>
        <div className="side-menu__scroll">
          <nav aria-label={t('sideMenu.title')}>
            <ul className="side-menu__items">
              {items.map((item) => (
                <li key={item.testId}>
                  <NavLink
                    to={item.to}
                    end
                    className="side-menu__item"
                    onClick={onClose}
                    data-testid={`side-menu-${item.testId}`}
                  >
                    <span className="side-menu__item-icon">{item.icon}</span>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <FreePlayButton className="side-menu__free-play" />
          <MenuBanner onNavigate={onClose} />
          <AppDownload resources={status.data?.info.resources} onNavigate={onClose} />
          <CustomerServiceList />
          <section className="side-menu__section">
            <h3 className="side-menu__heading">{t('language.label')}</h3>
            <LanguageSwitch />
          </section>
          <div className="side-menu__footer" onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
            {footer}
          </div>
        </div>
      </div>
    </div>
  );
}
