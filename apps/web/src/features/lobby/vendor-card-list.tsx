import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VendorCard as Vendor } from '@fortuna/contracts/games';
import { EmptyState } from '@/components/ui/empty-state';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { gameListQuery } from './api/get-game-list';
import { useImageHost } from '@/lib/image-host';
import { useLaunch } from './use-launch';
import { VendorCard, VendorCardSkeleton } from './vendor-card';

/** Vendor cards of a category, with skeletons while the vendor data loads. */
export function VendorCardList({
  vendors,
  loading,
  skeletons = 5,
}: {
  vendors: readonly Vendor[] | undefined;
  loading: boolean;
  skeletons?: number;
}) {
  const { t } = useTranslation('lobby');
  const host = useImageHost();
  const { launchVendor } = useLaunch();
  const queryClient = useQueryClient();
  /** The vendor's first game in its own order: what immediate play opens for a vendor without a lobby entry. */
  const firstGameOf = (vendor: Vendor) => async () =>
    (
      await queryClient.fetchQuery(
        gameListQuery(
          { gameType: vendor.gameType, vassalage: vendor.vassalage, pageNo: 1, pageSize: 1 },
          currentLanguage(),
          useSessionStore.getState().token,
        ),
      )
    ).list[0]?.nodeId;
  if (loading && !vendors)
    return (
      <div className="vendor-grid" aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <VendorCardSkeleton key={i} />
        ))}
      </div>
    );
  if (!vendors || vendors.length === 0) return <EmptyState title={t('state.noData')} hint={t('state.noVendors')} />;
  return (
    <div className="vendor-grid" data-testid="vendor-grid">
      {vendors.map((vendor) => (
        <VendorCard
          key={vendor.vassalage}
          vendor={vendor}
          host={host}
          onLaunch={(card, immediate) => launchVendor(card, immediate ? firstGameOf(card) : undefined)}
        />
      ))}
    </div>
  );
}
