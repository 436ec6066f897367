import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_LIST_SIZE, HOME_VENDORS_PER_CATEGORY } from '@fortuna/contracts/games-fns';
import { LOBBY_MENU, pathForLobbyEntry, type LobbyMenuEntry } from '@/lib/route-rules';
import { CATEGORY_ICON } from '@/components/category-icon';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Tabs } from '@/components/ui/tabs';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useFavouriteGames } from './api/get-favourites';
import { useGameList } from './api/get-game-list';
import { useGameVendor } from '@/lib/queries/game-vendor-api';
import { useHotGames } from './api/get-hot-games';
import { useRecentGames } from './api/get-recent-games';
import { GameGrid } from './game-grid';
import { ProviderMenu } from './lobby-controls';
import { GAME_LIST_CATEGORIES, homeMenu, providersOf } from './lobby-fns';

// Vendor cards show once a vendor category is picked (home opens on HOT): their code loads then,
// outside the home route's first-load JavaScript budget.
const VendorCardList = lazy(() => import('./vendor-card-list').then((m) => ({ default: m.VendorCardList })));

const isMenuEntry = (v: string): v is LobbyMenuEntry => (LOBBY_MENU as readonly string[]).includes(v);

/** The member's own sections: a visitor picking one gets the login popup (spec §2). */
const isOwn = (entry: LobbyMenuEntry) => entry === 'FAV' || entry === 'RECENT';

type VendorRef = { vassalage: string; displayName: string };

/** What a home section lists: hot, favourite or recent games (filtered by vendor), or a category's. */
function useSectionGames(
  category: LobbyMenuEntry,
  provider: string | null,
  vendors: VendorRef[] | undefined,
  names: Map<string, string>,
) {
  const token = useSessionStore((s) => s.token);
  const hot = useHotGames();
  const favourites = useFavouriteGames();
  const recent = useRecentGames(1, HOME_LIST_SIZE, category === 'RECENT');
  const isVendorCategory = category !== 'HOT' && !isOwn(category);
  const listsGames = isVendorCategory && (provider !== null || GAME_LIST_CATEGORIES.includes(category));
  const list = useGameList(
    { gameType: category, vassalage: provider, pageNo: 1, pageSize: HOME_LIST_SIZE },
    token,
    listsGames,
  );

  const source = category === 'HOT' ? hot : category === 'FAV' ? favourites : category === 'RECENT' ? recent : null;
  const sourceGames = category === 'HOT' ? hot.data : category === 'FAV' ? favourites.data?.content : recent.data?.list;
  const games = source
    ? sourceGames?.filter((g) => !provider || g.vassalage === provider).slice(0, HOME_LIST_SIZE)
    : list.data?.list;
  const providers = isVendorCategory
    ? (vendors ?? []).map((v) => ({ key: v.vassalage, label: v.displayName }))
    : providersOf(sourceGames ?? []).map((code) => ({ key: code, label: names.get(code) ?? code }));
  return { source, list, listsGames, isVendorCategory, games, providers };
}

/** The section's title with its icon, and 'more' to its full page. */
function SectionHead({ category, more }: { category: LobbyMenuEntry; more: string | null }) {
  const { t } = useTranslation('lobby');
  return (
    <div className="lobby__head">
      <h3 className="lobby__title">
        <span className="lobby__title-icon">{CATEGORY_ICON[category]}</span>
        {t(`category.${category}`)}
      </h3>
      {more ? (
        <Link to={more} className="lobby__more" data-testid="lobby-more">
          {t('more')} <ChevronRightIcon />
        </Link>
      ) : null}
    </div>
  );
}

/** The picked section: its head, provider menu, vendor cards (a vendor category with no provider picked) and games. */
function LobbyPanel({
  category,
  provider,
  onProvider,
}: {
  category: LobbyMenuEntry;
  provider: string | null;
  onProvider: (provider: string | null) => void;
}) {
  const { t } = useTranslation('lobby');
  const vendorData = useGameVendor();
  const entry = vendorData.data?.categories.find((c) => c.gameCategory === category);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const c of vendorData.data?.categories ?? []) for (const v of c.vendors) map.set(v.vassalage, v.displayName);
    return map;
  }, [vendorData.data]);
  const { source, list, listsGames, isVendorCategory, games, providers } = useSectionGames(
    category,
    provider,
    entry?.vendors,
    names,
  );
  const path = pathForLobbyEntry(category);
  const more = path && provider && isVendorCategory ? `${path}?vassalage=${encodeURIComponent(provider)}` : path;
  const emptyHint =
    category === 'FAV' ? t('state.noFavourites') : category === 'RECENT' ? t('state.noRecent') : undefined;

  return (
    <div
      className="lobby__panel"
      id="lobby-panel"
      role="tabpanel"
      aria-labelledby={`lobby-tab-${category}`}
      data-category={category}
    >
      <SectionHead category={category} more={more} />
      {/* Always drawn ('all' alone while loading), so the grid below does not jump. */}
      <ProviderMenu providers={providers} value={provider} onChange={onProvider} />
      {isVendorCategory && provider === null ? (
        <Suspense fallback={<div className="vendor-grid" aria-busy="true" />}>
          <VendorCardList vendors={entry?.vendors.slice(0, HOME_VENDORS_PER_CATEGORY)} loading={vendorData.isPending} />
        </Suspense>
      ) : null}
      {source || listsGames ? (
        <div className="lobby__games">
          <GameGrid
            games={games}
            loading={source ? source.isPending : list.isPending}
            error={source ? source.isError : list.isError}
            onRetry={() => void (source ? source.refetch() : list.refetch())}
            skeletons={HOME_LIST_SIZE}
            stale={!source && list.isPlaceholderData}
            emptyHint={emptyHint}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Spec §2 home lobby menu: HOT, FAV, RECENT, then the vendor categories (ESPORTS and COCKFIGHT
 * after SPORTS, as the server splits them). Each section has a provider menu with 'all' and
 * shows at most 12 hot or recent games and 5 vendors, with 'more' to the category page.
 * Favourites and recent games need login: a visitor gets the login popup and the lobby stays on HOT.
 */
export function HomeLobby() {
  const { t } = useTranslation('lobby');
  const token = useSessionStore((s) => s.token);
  const vendorData = useGameVendor();
  const [picked, setPicked] = useState<LobbyMenuEntry>('HOT');
  const [provider, setProvider] = useState<string | null>(null);
  const category: LobbyMenuEntry = isOwn(picked) && !token ? 'HOT' : picked;
  const menu = homeMenu(vendorData.data?.categories ?? []).filter(isMenuEntry);
  const tabs = menu.map((key) => ({ key, label: t(`category.${key}`), icon: CATEGORY_ICON[key] }));

  const pick = (next: LobbyMenuEntry) => {
    if (isOwn(next) && !token) {
      openModal('loginPopupModal');
      setPicked('HOT');
      return;
    }
    setPicked(next);
    setProvider(null);
  };

  return (
    <section className="lobby" aria-labelledby="lobby-title" data-testid="home-lobby-menu">
      <h2 id="lobby-title" className="visually-hidden">
        {t('home.lobby')}
      </h2>
      <Tabs
        items={tabs}
        value={category}
        onChange={pick}
        label={t('home.lobby')}
        idPrefix="lobby"
        className="lobby__menu"
      />
      <LobbyPanel category={category} provider={provider} onProvider={setProvider} />
    </section>
  );
}
