import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Emblem } from '@/components/brand/logo';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

/**
 * Banner slot of group w_home (spec §2). Until the content issue serves banners, the brand's
 * own hero fills it: headline, two calls to action and drawn (not downloaded) art.
 */
export function Hero() {
  const { t } = useTranslation();
  const loggedIn = useSessionStore((s) => Boolean(s.token));
  return (
    <section className="hero" data-banner-group="w_home" aria-labelledby="hero-title">
      <div className="hero__copy">
        <span className="hero__eyebrow">{t('home.heroEyebrow')}</span>
        <h1 id="hero-title" className="hero__title">
          {t('home.heroTitle')}
        </h1>
        <p className="hero__text">{t('home.heroText')}</p>
        <div className="hero__actions">
          {loggedIn ? (
            <Link className="btn btn--primary btn--lg" to="/rng">
              {t('home.playNow')}
            </Link>
          ) : (
            <Button size="lg" onClick={() => openModal('registerModal')}>
              {t('home.joinNow')}
            </Button>
          )}
          <Link className="btn btn--outline btn--lg" to="/live">
            {t('category.LIVE')}
          </Link>
        </div>
      </div>
      <div className="hero__art" aria-hidden="true">
        <div className="hero__glow" />
        <div className="hero__card hero__card--a">
          <span>A</span>
          <span className="hero__suit">♠</span>
        </div>
        <div className="hero__card hero__card--b">
          <span>K</span>
          <span className="hero__suit hero__suit--red">♥</span>
        </div>
        <Emblem className="hero__coin hero__coin--1" />
        <Emblem className="hero__coin hero__coin--2" />
        <Emblem className="hero__coin hero__coin--3" />
        <div className="hero__chip hero__chip--1" />
        <div className="hero__chip hero__chip--2" />
      </div>
    </section>
  );
}
