import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOBBY_PAGE_SIZE } from '@fortuna/contracts/games-fns';
import type { LobbyMenuEntry } from '@/lib/route-rules';
import { Pagination } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { useWhitelabel } from '@/lib/queries/system-api';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { useGameList } from './api/get-game-list';
import { useGameVendor } from '@/lib/queries/game-vendor-api';
import { CategoryHead, ResultCount, SubMenus, useLobbyProviders, VendorsSection } from './category-parts';
import { GameGrid } from './game-grid';
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

/** The page's state in the URL, the filter a visitor may use, and the games it lists. */
function useLobbyPage(category: LobbyMenuEntry | null, defaultFilter: LobbyFilter) {
  const [params, setParams] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const state = parseLobbyState(params, defaultFilter);
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
  return { state, setState, filter, pickFilter, list };
}

/**
 * The lobby pages (spec §2): GameCenter (vendor cards first), GameListCenter and AccountGame share
 * filter tabs (all, hot, favourites, recent), the search box, the vendor menu, slot
 * classifications on /rng, a grid of 18 a page and paging. Everything they show lives in the URL
 * (filter, gameName, vassalage, gameClassify, page), so a link or a reload restores it.
 */
export function CategoryScreen({ kind, category, icon, title, defaultFilter = 'ALL' }: CategoryScreenProps) {
  const { t } = useTranslation('lobby');
  const { state, setState, filter, pickFilter, list } = useLobbyPage(category, defaultFilter);
  const whitelabel = useWhitelabel();
  const vendorData = useGameVendor();
  const entry = vendorData.data?.categories.find((c) => c.gameCategory === category);

  const providers = useLobbyProviders({ kind, category: entry, defaultFilter, vassalage: state.vassalage });
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
      <CategoryHead
        kind={kind}
        icon={icon}
        title={title}
        gameName={state.gameName}
        onSearch={(gameName) => setState({ ...state, gameName, page: 1 }, true)}
      />
      {kind === 'gameCenter' ? <VendorsSection vendors={entry?.vendors} loading={vendorData.isPending} /> : null}

      <Tabs
        items={LOBBY_FILTERS.map((f) => ({ key: f, label: t(`filter.${f}`) }))}
        value={filter}
        onChange={pickFilter}
        label={t('filters')}
        variant="underline"
        className="category-screen__filters"
      />
      <SubMenus
        providers={providers}
        classifications={classifications}
        state={state}
        onProvider={(vassalage) => setState(pickProvider(state, vassalage, defaultFilter))}
        onClassification={(code) => setState(pickClassification(state, code, entry?.gameClassify ?? []))}
      />

      <ResultCount total={page?.total} term={state.gameName} vendorName={vendorName} />
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
