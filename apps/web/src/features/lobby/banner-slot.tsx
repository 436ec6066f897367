import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@fortuna/contracts/content';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS } from '@fortuna/contracts/content-fns';
import { Carousel } from '@/components/ui/carousel';
import { useBanners, type BannerGroup } from './api/get-banners';
import { imageUrl } from '@/lib/image-host';
import { useImageHost } from '@/lib/image-host';
import './banner-slot.css';

/** Drawn size of each group's artwork: width and height attributes keep the layout still. */
const SIZE: Record<BannerGroup, { width: number; height: number }> = {
  w_home: { width: 1920, height: 520 },
  w_reg: { width: 800, height: 300 },
  w_leftmenu: { width: 480, height: 200 },
};

function BannerImage({
  banner,
  group,
  eager,
  onNavigate,
}: {
  banner: Banner;
  group: BannerGroup;
  eager: boolean;
  onNavigate?: () => void;
}) {
  const host = useImageHost();
  const img = (
    <img
      className="banner-slot__img"
      src={imageUrl(host, banner.url)}
      alt={banner.title}
      {...SIZE[group]}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager && group === 'w_home' ? 'high' : undefined}
      draggable={false}
    />
  );
  if (!banner.linkUrl) return img;
  return /^https?:\/\//.test(banner.linkUrl) ? (
    <a
      href={banner.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="banner-slot__link"
      onClick={onNavigate}
    >
      {img}
    </a>
  ) : (
    <Link to={banner.linkUrl} className="banner-slot__link" onClick={onNavigate}>
      {img}
    </Link>
  );
}

type BannerSlotProps = {
  group: BannerGroup;
  /** Shown on failure, or when the group has no banners. */
  fallback?: ReactNode;
  /** Shown while the banners load (a box of the banner's size keeps the layout still). */
  placeholder?: ReactNode;
  className?: string;
  /** Called when a banner link is followed (e.g. to close the side-menu drawer). */
  onNavigate?: () => void;
};

/**
 * Banners of one group (spec §2): w_home on the home lobby, w_reg in the registration popup,
 * w_leftmenu in the side menu. One banner is a picture; more become a carousel (spec §9:
 * autoplay 5000 ms, transition 1000 ms, looping).
 */
export function BannerSlot({ group, fallback = null, placeholder = null, className, onNavigate }: BannerSlotProps) {
  const { t } = useTranslation('lobby');
  const query = useBanners(group);
  const banners = query.data ?? [];
  if (query.isPending) return <>{placeholder}</>;
  if (banners.length === 0) return <>{fallback}</>;
  const slot = `banner-slot banner-slot--${group} ${className ?? ''}`;
  if (banners.length === 1)
    return (
      <div className={slot} data-banner-group={group} data-testid={`banners-${group}`}>
        <BannerImage banner={banners[0]!} group={group} eager onNavigate={onNavigate} />
      </div>
    );
  return (
    <div className={slot} data-banner-group={group} data-testid={`banners-${group}`}>
      <Carousel
        items={banners}
        itemKey={(b) => b.id}
        label={t('banners.label')}
        autoplayMs={CAROUSEL_AUTOPLAY_MS}
        transitionMs={CAROUSEL_TRANSITION_MS}
        arrows={group === 'w_home'}
        renderSlide={(banner, i) => (
          <BannerImage banner={banner} group={group} eager={i === 0} onNavigate={onNavigate} />
        )}
      />
    </div>
  );
}
