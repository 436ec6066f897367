import {
  GAME_FILTER_TYPES,
  gameLaunchTarget,
  SECOND_LANGUAGE_CLASSIFICATION,
  SLOT_CLASSIFICATIONS,
} from '@fortuna/contracts/games-fns';

/**
 * Pure lobby rules of the web client (spec §2 "Home lobby", "Lobby", §4 "Lobby", "Favourite",
 * §9). No React, no DOM: unit tested beside this file.
 */

// ---- lobby URL state ----

/** Filter tabs of the lobby pages (spec §2); NEW is a server-side filter only. */
export const LOBBY_FILTERS = ['ALL', 'HOT', 'FAV', 'RECENT'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];
export const filterNeedsLogin = (filter: LobbyFilter): boolean => filter === 'FAV' || filter === 'RECENT';

/** What a lobby page shows; lives in the URL so a link or a reload restores it. */
export type LobbyState = {
  filter: LobbyFilter;
  gameName: string;
  vassalage: string | null;
  gameClassify: string | null;
  page: number;
};

const isFilter = (v: string | null): v is LobbyFilter => (LOBBY_FILTERS as readonly (string | null)[]).includes(v);
const CODE = /^[A-Za-z0-9_]{1,32}$/;

export function parseLobbyState(params: URLSearchParams, defaultFilter: LobbyFilter = 'ALL'): LobbyState {
  const filter = params.get('filter');
  const page = Number(params.get('page'));
  const vassalage = params.get('vassalage');
  const gameClassify = params.get('gameClassify');
  return {
    filter: isFilter(filter) && (GAME_FILTER_TYPES as readonly string[]).includes(filter) ? filter : defaultFilter,
    gameName: (params.get('gameName') ?? '').slice(0, 50),
    vassalage: vassalage && CODE.test(vassalage) ? vassalage : null,
    gameClassify: gameClassify && CODE.test(gameClassify) ? gameClassify : null,
    page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : 1,
  };
}

/** URL query of a state: defaults are left out so the plain path stays the canonical link. */
export function lobbyStateQuery(state: LobbyState, defaultFilter: LobbyFilter = 'ALL'): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vassalage) params.set('vassalage', state.vassalage);
  if (state.gameClassify) params.set('gameClassify', state.gameClassify);
  if (state.filter !== defaultFilter) params.set('filter', state.filter);
  if (state.gameName.trim()) params.set('gameName', state.gameName.trim());
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * Spec §4: picking a provider resets the filter and the classification to all and the page to 1.
 * "All" is the page's own list: every game on a category page, the member's on /favorite and /recent.
 */
export const pickProvider = (state: LobbyState, vassalage: string | null, all: LobbyFilter = 'ALL'): LobbyState => ({
  ...state,
  vassalage,
  filter: all,
  gameClassify: null,
  page: 1,
});

type ClassifyLike = { gameClassify: string; vendors: ReadonlyArray<{ vassalage: string }> };

/** Spec §4: picking a classification selects the first vendor of that type (all when none). */
export function pickClassification(
  state: LobbyState,
  gameClassify: string | null,
  classifications: readonly ClassifyLike[],
): LobbyState {
  const entry = gameClassify ? classifications.find((c) => c.gameClassify === gameClassify) : undefined;
  return { ...state, gameClassify, vassalage: entry?.vendors[0]?.vassalage ?? null, page: 1 };
}

/** Spec §2: slot sub-categories; bingo only when the second language is supported. */
export const slotClassifications = (secondLanguage: boolean): string[] =>
  SLOT_CLASSIFICATIONS.filter((c) => secondLanguage || c !== SECOND_LANGUAGE_CLASSIFICATION);

// ---- favourites ----

/** Heart state after a toggle, applied before the server answers (rolled back on failure). */
export function toggleFavouriteIds<E extends { nodeId: number }>(ids: readonly E[], entry: E, add: boolean): E[] {
  const rest = ids.filter((e) => e.nodeId !== entry.nodeId);
  return add ? [entry, ...rest] : rest;
}

// ---- home lobby ----

/**
 * Home lobby sections (spec §1, §2, §9): HOT, FAV and RECENT (the member's 12 hot or recent
 * games), then the vendor categories of the vendor data.
 */
export function homeMenu(categories: ReadonlyArray<{ gameCategory: string }>): string[] {
  const own = ['HOT', 'FAV', 'RECENT'];
  return [...own, ...categories.map((c) => c.gameCategory).filter((c) => !own.includes(c))];
}

/** Categories whose page is a game list (the rest show vendor cards: game centre). */
export const GAME_LIST_CATEGORIES: readonly string[] = ['RNG', 'LIVE', 'FISH', 'PVP'];

/** Providers of a list of games, in first-seen order (the provider menu of HOT and FAV). */
export function providersOf(games: ReadonlyArray<{ vassalage: string }>): string[] {
  return [...new Set(games.map((g) => g.vassalage))];
}

type VendorLike = { vassalage: string; gameType: string; lobbyNodeId: number | null };

/**
 * Spec §4 "Game launch" for a vendor card: an RNG vendor goes to /rng with its vassalage, a
 * lottery vendor to its lottery screen, another vendor launches its lobby entry when it has
 * one, else its games open in the popup game list.
 */
export function vendorTarget(
  vendor: VendorLike,
): { kind: 'route'; path: string } | { kind: 'launch'; nodeId: number } | { kind: 'vendorPopup' } {
  if (vendor.gameType === 'RNG')
    return { kind: 'route', path: `/rng?vassalage=${encodeURIComponent(vendor.vassalage)}` };
  const lottery = gameLaunchTarget({ vassalage: vendor.vassalage, gameCode: 'LOBBY', isGame: 'GAME' });
  if (lottery.kind === 'route') return lottery;
  if (vendor.lobbyNodeId !== null) return { kind: 'launch', nodeId: vendor.lobbyNodeId };
  return { kind: 'vendorPopup' };
}

/** Spec §2: the header game dropdown uses the large layout above 10 vendors. */
export const dropdownLayout = (vendorCount: number): 'large' | 'small' => (vendorCount > 10 ? 'large' : 'small');

// ---- announcements ----

/** Local calendar date, YYYY-MM-DD: the 'hide today' mark. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whose closed state applies: the logged-in member's, or the anonymous visitor's. */
export const audienceKey = (username: string | null): string => (username ? `member:${username}` : 'anonymous');

/**
 * Spec §2 announcement popup: shown once per session unless closed (the closed state is kept
 * per audience), never again today after 'hide today'.
 */
export function shouldShowAnnouncements(input: {
  count: number;
  closedAudiences: readonly string[];
  audience: string;
  hiddenOn: string | null;
  today: string;
}): boolean {
  if (input.count === 0) return false;
  if (input.hiddenOn === input.today) return false;
  return !input.closedAudiences.includes(input.audience);
}

/** Marquee text of the H (headline) and PL (player) notices, one band. */
export function marqueeItems<A extends { type: string }>(player: readonly A[]): A[] {
  return player.filter((a) => a.type === 'H' || a.type === 'PL');
}

/**
 * A launch URL the lobby may open: an absolute http(s) URL or a same-origin path. Anything else
 * (javascript:, data:, protocol-relative, empty) is refused with 'Invalid URL'.
 */
export function isLaunchUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 2048) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
