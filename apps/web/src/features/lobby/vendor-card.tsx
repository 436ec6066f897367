import { useTranslation } from 'react-i18next';
import type { VendorCard as Vendor } from '@fortuna/contracts/games';
import { imageUrl } from '@/lib/image-host';

type VendorCardProps = {
  vendor: Vendor;
  host: string;
  onLaunch: (vendor: Vendor, immediate: boolean) => void;
};

/** Spec §2 vendor card: lagerIcon, displayName and gameType; opens the vendor, non-RNG cards also play at once. */
export function VendorCard({ vendor, host, onLaunch }: VendorCardProps) {
  const { t } = useTranslation('lobby');
  const maintenance = vendor.status === 'MAINTENANCE';
  return (
    <article className="vendor-card" data-testid="vendor-card" data-vendor={vendor.vassalage}>
      <button
        type="button"
        className="vendor-card__open"
        onClick={() => onLaunch(vendor, false)}
        disabled={maintenance}
        aria-label={t('vendor.open', { name: vendor.displayName })}
      >
        <img src={imageUrl(host, vendor.lagerIcon)} alt="" width={320} height={160} loading="lazy" decoding="async" />
      </button>
      <div className="vendor-card__body">
        <span className="vendor-card__name">{vendor.displayName}</span>
        <span className="vendor-card__type">{t(`category.${vendor.gameType}`, { defaultValue: vendor.gameType })}</span>
      </div>
      {maintenance ? (
        <span className="vendor-card__maintenance">{t('tile.maintenance')}</span>
      ) : vendor.gameType !== 'RNG' ? (
        <button
          type="button"
          className="vendor-card__play"
          onClick={() => onLaunch(vendor, true)}
          aria-label={t('vendor.playNamed', { name: vendor.displayName })}
        >
          {t('vendor.play')}
        </button>
      ) : null}
    </article>
  );
}

export function VendorCardSkeleton() {
  return (
    <div className="vendor-card vendor-card--skeleton" aria-hidden="true">
      <div className="vendor-card__open skeleton" />
      <div className="skeleton skeleton--line" />
    </div>
  );
}
