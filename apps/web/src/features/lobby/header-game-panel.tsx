import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOBBY_MENU, pathForLobbyEntry, type LobbyMenuEntry } from '@/lib/route-rules';
import { ChevronRightIcon } from '@/components/ui/icons';
import { useGameVendor } from '@/lib/queries/game-vendor-api';
import { dropdownLayout } from './lobby-fns';
import { imageUrl } from '@/lib/image-host';
import { useImageHost } from '@/lib/image-host';
import { useLaunch } from './use-launch';
import './header-game-dropdown.css';

const isMenuEntry = (v: string): v is LobbyMenuEntry => (LOBBY_MENU as readonly string[]).includes(v);

type PanelProps = {
  category: string;
  panelRef: Ref<HTMLDivElement>;
  onClose: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
};

/** The dropdown's panel: the category's vendors, the large layout above 10 (spec §2). Loaded on first hover. */
export default function HeaderGamePanel({ category, panelRef, onClose, onPointerEnter, onPointerLeave }: PanelProps) {
  const { t } = useTranslation('lobby');
  const host = useImageHost();
  const vendorData = useGameVendor();
  const { launchVendor } = useLaunch();
  const entry = vendorData.data?.categories.find((c) => c.gameCategory === category);
  if (!entry || entry.vendors.length === 0) return null;
  const layout = dropdownLayout(entry.vendors.length);
  const path = isMenuEntry(category) ? pathForLobbyEntry(category) : null;

  return (
    <div
      ref={panelRef}
      className={`header-games header-games--${layout}`}
      data-testid="header-game-dropdown"
      data-category={category}
      data-layout={layout}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onClose();
      }}
    >
      <div className="header-games__inner">
        <div className="header-games__head">
          <span className="header-games__title">{t('dropdown.title', { category: t(`category.${category}`) })}</span>
          {path ? (
            <Link to={path} className="header-games__all" onClick={onClose}>
              {t('dropdown.all')} <ChevronRightIcon />
            </Link>
          ) : null}
        </div>
        <ul className="header-games__list">
          {entry.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <button
                type="button"
                className="header-games__vendor"
                onClick={() => {
                  onClose();
                  launchVendor(vendor);
                }}
              >
                <img src={imageUrl(host, vendor.lagerIcon)} alt="" width={320} height={160} loading="lazy" />
                <span>{vendor.displayName}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
