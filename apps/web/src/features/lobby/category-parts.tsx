import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LIST_PAGE_SIZE } from '@fortuna/contracts/games-fns';
import { useGameVendor } from '@/lib/queries/game-vendor-api';
import { useFavouriteIds } from './api/get-favourites';
import { useRecentGames } from './api/get-recent-games';
import { accountVendorMenu } from './account-fns';
import { ClassificationTabs, ProviderMenu } from './lobby-controls';
import type { LobbyFilter, LobbyState } from './lobby-fns';
import { SearchBox } from './search-box';
import { VendorCardList } from './vendor-card-list';

type VendorEntry = { vendors: { vassalage: string; displayName: string }[] } | undefined;

/**
 * The vendor menu of a lobby page: the category's vendors, or on the account pages the vendors of
 * the member's own favourite or recent games (plus the one picked, so it stays visible).
 */
export function useLobbyProviders({
  kind,
  category,
  defaultFilter,
  vassalage,
}: {
  kind: 'gameCenter' | 'gameListCenter' | 'accountGame';
  category: VendorEntry;
  defaultFilter: LobbyFilter;
  vassalage: string | null | undefined;
}) {
  const vendorData = useGameVendor();
  const account = kind === 'accountGame';
  const favouriteIds = useFavouriteIds();
  const recentGames = useRecentGames(1, MAX_LIST_PAGE_SIZE, account && defaultFilter === 'RECENT');
  const favourites = favouriteIds.data?.content;
  const recent = recentGames.data?.list;
  return useMemo(() => {
    if (!account) return (category?.vendors ?? []).map((v) => ({ key: v.vassalage, label: v.displayName }));
    const own =
      defaultFilter === 'FAV' ? (favourites ?? []).map((f) => f.vendor) : (recent ?? []).map((g) => g.vassalage);
    if (vassalage) own.push(vassalage);
    return accountVendorMenu(own, vendorData.data?.categories ?? []);
  }, [account, defaultFilter, favourites, recent, vassalage, vendorData.data, category]);
}

/** "N games" or "N results for …", with the picked vendor; a blank line while loading (no jump). */
export function ResultCount({
  total,
  term,
  vendorName,
}: {
  total?: number;
  term?: string | null;
  vendorName?: string;
}) {
  const { t } = useTranslation('lobby');
  return (
    <p className="category-screen__count" aria-live="polite" data-testid="result-count">
      {total !== undefined
        ? term
          ? t('results.search', { count: total, term })
          : t('results.count', { count: total })
        : '\u00a0'}
      {vendorName ? <span className="category-screen__vendor"> · {vendorName}</span> : null}
    </p>
  );
}

/** The page title with its icon, and the search box. */
export function CategoryHead(props: {
  kind: string;
  icon: ReactNode;
  title: string;
  gameName: string;
  onSearch: (gameName: string) => void;
}) {
  return (
    <div className="category-screen__head">
      <h1 className="page-title">
        <span className="page-title__icon">{props.icon}</span>
        <span data-testid="category-title">{props.title}</span>
      </h1>
      <SearchBox id={`search-${props.kind}`} value={props.gameName} onSearch={props.onSearch} />
    </div>
  );
}

/** GameCenter's vendor cards, above the games. */
export function VendorsSection(props: ComponentProps<typeof VendorCardList>) {
  const { t } = useTranslation('lobby');
  return (
    <section className="category-screen__vendors" aria-labelledby="vendors-title">
      <h2 id="vendors-title" className="section-title">
        {t('providers')}
      </h2>
      <VendorCardList {...props} />
    </section>
  );
}

/** The vendor menu and, on /rng, the slot classifications; each only when it has entries. */
export function SubMenus(props: {
  providers: { key: string; label: string }[];
  classifications: ComponentProps<typeof ClassificationTabs>['codes'];
  state: LobbyState;
  onProvider: (vassalage: string | null) => void;
  onClassification: (code: string | null) => void;
}) {
  return (
    <>
      {props.providers.length > 0 ? (
        <ProviderMenu providers={props.providers} value={props.state.vassalage} onChange={props.onProvider} />
      ) : null}
      {props.classifications.length > 0 ? (
        <ClassificationTabs
          codes={props.classifications}
          value={props.state.gameClassify}
          onChange={props.onClassification}
        />
      ) : null}
    </>
  );
}
