import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { layoutFor, screenFor } from '@/lib/route-rules';
import { Header } from '@/app/layout/header';
import { SideMenu } from '@/app/side-menu/side-menu';
import { Footer, FooterCompact } from '@/features/footer/footer';
import { ScreenBoundary } from './lazy-screen';

/** Header, side menu and footer around the screen, as the route-rules table says. */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const parts = layoutFor(screenFor(pathname));
  // Bare screens (agent pages) bring their own <main>; landmarks must not nest.
  const Content = parts.header ? 'main' : 'div';
  return (
    <div className={`app-shell${parts.header ? '' : ' app-shell--bare'}`}>
      {parts.header ? (
        <a className="skip-link" href="#main">
          {t('a11y.skipToContent')}
        </a>
      ) : null}
      {parts.header ? <Header /> : null}
      {parts.sideMenu ? <SideMenu footer={<FooterCompact />} /> : null}
      <Content id="main" className="app-main" tabIndex={-1}>
        <ScreenBoundary resetKey={pathname}>
          <Outlet />
        </ScreenBoundary>
      </Content>
      {parts.footer ? <Footer /> : null}
    </div>
  );
}
