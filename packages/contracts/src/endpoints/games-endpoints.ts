import {
  FavouriteGames,
  FavouriteIds,
  FavouriteListQuery,
  FavouritePayload,
  FavouriteResult,
  GameListPage,
  GameListQuery,
  GameMenus,
  GameMenusQuery,
  GameVendorData,
  GameVendorQuery,
  HotGames,
  HotGamesQuery,
  NewGameVendor,
  NewGameVendorQuery,
  OptionalFavouritePayload,
  RankList,
  RankListQuery,
  RecentGames,
  RecentGamesQuery,
  VassGameType,
  VassGameTypeQuery,
  VnGameMenu,
  VnGameMenuQuery,
  VnRecentMenu,
  VnRecentQuery,
} from '../games.js';
import { BannerArtParams, FlagArtParams, GameArtParams, VendorArtParams } from '../media.js';
import { endpointsOf } from './endpoint.js';

const games = endpointsOf(['games']);
const media = endpointsOf(['media']);

const hotGames = (path: string) =>
  games({
    method: 'GET',
    path,
    summary: 'Hot games, optionally of one category or vendor',
    query: HotGamesQuery,
    response: HotGames,
  });
const favouriteIds = (path: string) =>
  games({
    method: 'GET',
    path,
    auth: 'session',
    summary: 'Favourite payloads (nodeId, vendor, gameType) of the member',
    query: FavouriteListQuery,
    response: FavouriteIds,
  });
const favouriteGames = (path: string) =>
  games({
    method: 'GET',
    path,
    auth: 'session',
    summary: 'Favourite games of the member, newest first',
    query: FavouriteListQuery,
    response: FavouriteGames,
  });

/** The public catalogue and lobby (spec §7 "Games"), favourites and recent games. */
export const gamesEndpoints = {
  gameList: games({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    auth: 'optionalSession',
    summary: 'Paged game list by category, vendor, classification, filter and name search',
    query: GameListQuery,
    response: GameListPage,
  }),
  hotGames: hotGames('/wps/relay/hotGamesV2'),
  gameHot: hotGames('/lgw/games/gameHot'),
  newGameVendor: games({
    method: 'GET',
    path: '/wps/relay/newGameVendor',
    summary: 'New games in lanes, one per vendor (value.lanes)',
    query: NewGameVendorQuery,
    response: NewGameVendor,
  }),
  gameVendor: games({
    method: 'GET',
    path: '/lgw/games/gameVendor',
    summary:
      'Vendor data: categories (SPORTS split into ESPORTS and COCKFIGHT), vendor cards, slot classifications, prize mode',
    query: GameVendorQuery,
    response: GameVendorData,
  }),
  vassGameType: games({
    method: 'GET',
    path: '/lgw/games/vassGameType',
    summary: 'Game types and classifications of each vendor',
    query: VassGameTypeQuery,
    response: VassGameType,
  }),
  gameMenus: games({
    method: 'GET',
    path: '/lgw/games/game_menus',
    summary: 'Lottery games of a prize mode, by family',
    query: GameMenusQuery,
    response: GameMenus,
  }),
  vnGameMenu: games({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    summary: 'Vietnamese lottery games by region',
    query: VnGameMenuQuery,
    response: VnGameMenu,
  }),
  vnRecent: games({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    auth: 'optionalSession',
    summary: "The member's recently played Vietnamese lottery games (empty when not logged in)",
    query: VnRecentQuery,
    response: VnRecentMenu,
  }),
  rankList: games({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    summary: 'Winner board: up to 20 biggest wins, names masked',
    query: RankListQuery,
    response: RankList,
  }),
  favouriteIds: favouriteIds('/wps/relay/getFavoriteGames'),
  favGames: favouriteIds('/lgw/games/favGames'),
  favouriteGames: favouriteGames('/wps/relay/getFavoriteGamesList'),
  favGameList: favouriteGames('/lgw/games/favGameList'),
  addFavourite: games({
    method: 'POST',
    path: '/wps/relay/addFavoriteGameV2',
    auth: 'session',
    summary: 'Adds a favourite (one toggle per second)',
    body: FavouritePayload,
    response: FavouriteResult,
  }),
  removeFavourite: games({
    method: 'DELETE',
    path: '/wps/relay/removeFavoriteGameV2',
    auth: 'session',
    summary: 'Removes a favourite (one toggle per second); payload as JSON body or query',
    query: OptionalFavouritePayload,
    body: FavouritePayload.nullish(),
    response: FavouriteResult,
  }),
  recentGames: games({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    auth: 'session',
    summary: 'Recently launched games of the member, newest first',
    query: RecentGamesQuery,
    response: RecentGames,
  }),
};

/**
 * Generated artwork under /media (the demo brand's imageCDNs entry). Paths in the API are
 * relative to the CDN (`/games/12.svg` → `/media/games/12.svg`).
 */
export const mediaEndpoints = {
  gameArt: media({
    method: 'GET',
    path: '/media/games/:file',
    responseKind: 'svg',
    summary: 'Game tile artwork',
    params: GameArtParams,
  }),
  flagArt: media({
    method: 'GET',
    path: '/media/COUNTRY_FLAG/:file',
    responseKind: 'svg',
    summary: 'Country flag for phone inputs',
    params: FlagArtParams,
  }),
  vendorArt: media({
    method: 'GET',
    path: '/media/vendors/:file',
    responseKind: 'svg',
    summary: 'Vendor card (lagerIcon) and logo artwork',
    params: VendorArtParams,
  }),
  bannerArt: media({
    method: 'GET',
    path: '/media/banners/:file',
    responseKind: 'svg',
    summary: 'Banner artwork',
    params: BannerArtParams,
  }),
};
