import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberPageHref } from '@/lib/route-rules';
import { GiftIcon } from '@/components/ui/icons';
import { BannerSlot } from '@/features/lobby/banner-slot';

/**
 * Banner slot of group w_leftmenu (spec §2): the operator's banners; when there are none (or they
 * fail), the brand's own invite-friends card, so the menu never has a hole.
 */
export function MenuBanner({ onNavigate }: { onNavigate: () => void }) {
  const fallback = <InviteCard onNavigate={onNavigate} />;
  return (
    <div className="menu-banner" data-banner-group="w_leftmenu">
      <BannerSlot
        group="w_leftmenu"
        fallback={fallback}
        placeholder={<div className="banner-slot__placeholder skeleton" style={{ aspectRatio: '480 / 200' }} />}
        onNavigate={onNavigate}
      />
    </div>
  );
}

function InviteCard({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={memberPageHref('referral')} className="menu-banner__card" onClick={onNavigate}>
        <span className="menu-banner__icon" aria-hidden="true">
          <GiftIcon />
        </span>
        <span className="menu-banner__text">
          <strong>{t('sideMenu.bannerTitle')}</strong>
          <span>{t('sideMenu.bannerText')}</span>
        </span>
      </Link>
    </>
  );
}
