// Generated from the endpoint table by `npm run generate:api`: do not edit (a test fails when it is stale).
import { route, type Endpoint } from '../endpoint.js';
import type { Endpoints } from '../index.js';

type E<K extends keyof Endpoints['games']> = Extract<Endpoints['games'][K], Endpoint>;

export const games = {
  gameList: /* @__PURE__ */ route<E<'gameList'>>('GET', '/wps/relay/GCSGAME_gameList', 'optionalSession'),
  hotGames: /* @__PURE__ */ route<E<'hotGames'>>('GET', '/wps/relay/hotGamesV2', 'public'),
  gameHot: /* @__PURE__ */ route<E<'gameHot'>>('GET', '/lgw/games/gameHot', 'public'),
  newGameVendor: /* @__PURE__ */ route<E<'newGameVendor'>>('GET', '/wps/relay/newGameVendor', 'public'),
  gameVendor: /* @__PURE__ */ route<E<'gameVendor'>>('GET', '/lgw/games/gameVendor', 'public'),
  vassGameType: /* @__PURE__ */ route<E<'vassGameType'>>('GET', '/lgw/games/vassGameType', 'public'),
  gameMenus: /* @__PURE__ */ route<E<'gameMenus'>>('GET', '/lgw/games/game_menus', 'public'),
  vnGameMenu: /* @__PURE__ */ route<E<'vnGameMenu'>>('GET', '/lgw/vn/games/game_menu', 'public'),
  vnRecent: /* @__PURE__ */ route<E<'vnRecent'>>('GET', '/lgw/vn/games/game_menu/recent', 'optionalSession'),
  rankList: /* @__PURE__ */ route<E<'rankList'>>('GET', '/wps/relay/GCSGAME_getRankList', 'public'),
  favouriteIds: /* @__PURE__ */ route<E<'favouriteIds'>>('GET', '/wps/relay/getFavoriteGames', 'session'),
  favGames: /* @__PURE__ */ route<E<'favGames'>>('GET', '/lgw/games/favGames', 'session'),
  favouriteGames: /* @__PURE__ */ route<E<'favouriteGames'>>('GET', '/wps/relay/getFavoriteGamesList', 'session'),
  favGameList: /* @__PURE__ */ route<E<'favGameList'>>('GET', '/lgw/games/favGameList', 'session'),
  addFavourite: /* @__PURE__ */ route<E<'addFavourite'>>('POST', '/wps/relay/addFavoriteGameV2', 'session'),
  removeFavourite: /* @__PURE__ */ route<E<'removeFavourite'>>('DELETE', '/wps/relay/removeFavoriteGameV2', 'session'),
  recentGames: /* @__PURE__ */ route<E<'recentGames'>>('GET', '/wps/relay/GCS_recentGame', 'session'),
};
