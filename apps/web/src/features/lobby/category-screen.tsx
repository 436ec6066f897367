import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOBBY_PAGE_SIZE, MAX_LIST_PAGE_SIZE } from '@fortuna/contracts/games-fns';
import type { LobbyMenuEntry } from '@/lib/route-rules';
import { Pagination } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { useWhitelabel } from '@/lib/queries/system-api';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useFavouriteIds } from './api/get-favourites';
import { useGameList } from './api/get-game-list';
import { useGameVendor } from '@/lib/queries/game-vendor-api';
import { useRecentGames } from './api/get-recent-games';
import { accountVendorMenu } from './account-fns';
import { GameGrid } from './game-grid';
import { ClassificationTabs, ProviderMenu } from './lobby-controls';
import { SearchBox } from './search-box';
import {
  filterNeedsLogin,
  LOBBY_FILTERS,
  lobbyStateQuery,
  parseLobbyState,
  pickClassification,
  pickProvider,
  slotClassifications,
  type LobbyFilter,
  type LobbyState,
} from './lobby-fns';
import { VendorCardList } from './vendor-card-list';
import './home-hero.css';
import './home-stats.css';
import './lobby.css';
import './lobby-grid.css';
import './vendor-cards.css';

type CategoryScreenProps = {
  kind: 'gameCenter' | 'gameListCenter' | 'accountGame';
  /** The game type listed; null on the account pages (every category). */
  category: LobbyMenuEntry | null;
  icon: ReactNode;
  title: string;
  defaultFilter?: LobbyFilter;
};

/**
 * The lobby pages (spec §2): GameCenter (vendor cards first), GameListCenter and AccountGame share
 * filter tabs (all, hot, favourites, recent), the search box, the vendor menu, slot
 * classifications on /rng, a grid of 18 a page and paging. Everything they show lives in the URL
 * (filter, gameName, vassalage, gameClassify, page), so a link or a reload restores it.
 */
export function CategoryScreen({ kind, category, icon, title, defaultFilter = 'ALL' }: CategoryScreenProps) {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const whitelabel = useWhitelabel();
  const vendorData = useGameVendor();
  const state = parseLobbyState(params, defaultFilter);
  const entry = vendorData.data?.categories.find((c) => c.gameCategory === category);

  const setState = (next: LobbyState, replace = false) =>
    setParams(lobbyStateQuery(next, defaultFilter), { replace, preventScrollReset: true });

  // FAV and RECENT answer only for a session: a visitor with such a link sees the login popup.
  const filter: LobbyFilter = filterNeedsLogin(state.filter) && !token ? 'ALL' : state.filter;
  const list = useGameList(
    {
      gameType: category,
      vassalage: state.vassalage,
      gameClassify: state.gameClassify,
      gameName: state.gameName,
      filterType: filter,
      pageNo: state.page,
      pageSize: LOBBY_PAGE_SIZE,
    },
    token,
  );

  const pickFilter = (next: LobbyFilter) => {
    if (filterNeedsLogin(next) && !token) {
      openModal('loginPopupModal');
      return;
    }
    setState({ ...state, filter: next, page: 1 });
  };

  // The account pages' vendor menu lists the vendors of the member's own games there.
  const account = kind === 'accountGame';
  const favouriteIds = useFavouriteIds();
  const recentGames = useRecentGames(1, MAX_LIST_PAGE_SIZE, account && defaultFilter === 'RECENT');
  const favourites = favouriteIds.data?.content;
  const recent = recentGames.data?.list;
  const providers = useMemo(() => {
    if (!account) return (entry?.vendors ?? []).map((v) => ({ key: v.vassalage, label: v.displayName }));
    const own =
      defaultFilter === 'FAV' ? (favourites ?? []).map((f) => f.vendor) : (recent ?? []).map((g) => g.vassalage);
    if (state.vassalage) own.push(state.vassalage);
    return accountVendorMenu(own, vendorData.data?.categories ?? []);
  }, [account, defaultFilter, favourites, recent, state.vassalage, vendorData.data, entry]);
  const classifications = category === 'RNG' ? slotClassifications(Boolean(whitelabel.SECONDLANG)) : [];

  const page = list.data;
  const totalPages = page?.totalPages ?? 0;
  const vendorName = providers.find((p) => p.key === state.vassalage)?.label;

  return (
    <div
      className="container page category-screen"
      data-screen={kind}
      data-category={category ?? defaultFilter}
      data-testid="category-screen"
    >
      <div className="category-screen__head">
        <h1 className="page-title">
          <span className="page-title__icon">{icon}</span>
          <span data-testid="category-title">{title}</span>
        </h1>
        <SearchBox
          id={`search-${kind}`}
          value={state.gameName}
          onSearch={(gameName) => setState({ ...state, gameName, page: 1 }, true)}
        />
      </div>

      {kind === 'gameCenter' ? (
        <section className="category-screen__vendors" aria-labelledby="vendors-title">
          <h2 id="vendors-title" className="section-title">
            {t('providers')}
          </h2>
          <VendorCardList vendors={entry?.vendors} loading={vendorData.isPending} />
        </section>
      ) : null}

      <Tabs
        items={LOBBY_FILTERS.map((f) => ({ key: f, label: t(`filter.${f}`) }))}
        value={filter}
        onChange={pickFilter}
        label={t('filters')}
        variant="underline"
        className="category-screen__filters"
      />
      {providers.length > 0 ? (
        <ProviderMenu
          providers={providers}
          value={state.vassalage}
          onChange={(vassalage) => setState(pickProvider(state, vassalage, defaultFilter))}
        />
      ) : null}
      {classifications.length > 0 ? (
        <ClassificationTabs
          codes={classifications}
          value={state.gameClassify}
          onChange={(code) => setState(pickClassification(state, code, entry?.gameClassify ?? []))}
        />
      ) : null}

      <p className="category-screen__count" aria-live="polite" data-testid="result-count">
        {page
          ? state.gameName
            ? t('results.search', { count: page.total, term: state.gameName })
            : t('results.count', { count: page.total })
          : '\u00a0'}
        {vendorName ? <span className="category-screen__vendor"> · {vendorName}</span> : null}
      </p>
      <GameGrid
        games={page?.list}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        skeletons={LOBBY_PAGE_SIZE}
        stale={list.isPlaceholderData}
        emptyHint={state.gameName ? t('state.noSearchResults', { term: state.gameName }) : undefined}
      />
      <Pagination
        page={state.page}
        totalPages={totalPages}
        onChange={(p) => {
          setState({ ...state, page: p });
          document.getElementById('main')?.scrollIntoView({ block: 'start' });
        }}
        label={t('pagination.label')}
      />
    </div>
  );
}
