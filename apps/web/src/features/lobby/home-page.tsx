import { lazy, Suspense } from 'react';
import { BannerSlot } from './banner-slot';
import { HomeLobby } from './home-lobby';
import { JackpotCounter } from './jackpot-counter';
import { NoticeMarquee } from './notice-marquee';
import { useAnnouncementPopupTrigger } from './use-announcement-popup';
import { WinnerBoard } from './winner-board';
import './home-hero.css';
import './home-stats.css';
import './lobby.css';
import './lobby-grid.css';
import './vendor-cards.css';
import './home-phone.css';

/** The brand's own hero fills the banner slot only when the operator has no w_home banners. */
const Hero = lazy(() => import('./hero').then((m) => ({ default: m.Hero })));

/**
 * Home lobby (spec §2): the w_home banners (the brand's hero when there are none), the notice
 * marquee, the jackpot and the winner board, then the category lobby. The announcement popup
 * opens from here once per session.
 */
export function HomePage() {
  useAnnouncementPopupTrigger();
  return (
    <div className="home" data-testid="home-lobby">
      <div className="container">
        <BannerSlot
          group="w_home"
          className="home__banners"
          placeholder={<div className="home__banner-placeholder skeleton" aria-hidden="true" />}
          fallback={
            <Suspense fallback={null}>
              <Hero />
            </Suspense>
          }
        />
        <NoticeMarquee />
        <div className="home__stats">
          <JackpotCounter />
          <WinnerBoard />
        </div>
        <HomeLobby />
      </div>
    </div>
  );
}
