import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
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
  RankList,
  RankListQuery,
  VassGameType,
  VassGameTypeQuery,
  VnGameMenu,
  VnGameMenuQuery,
  VnRecentMenu,
  VnRecentQuery,
} from '@fortuna/contracts';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../platform/auth.js';
import { ok } from '../../platform/errors.js';
import { trustedSerializer } from '../../platform/trusted-serializer.js';
import { CATALOGUE_CHANGED } from './games-service.js';

const tags = ['games'];

/** The member of a request when optionalMember resolved one (public calls work without it). */
const memberIdOf = (request: FastifyRequest): number | null => request.member?.id ?? null;

/** Public catalogue and lobby calls (spec §7 "Games"). Favourites and recent games: games-member-routes.ts. */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = app.services.games;
  // An import or operator change in another process: drop cached vendor data and lists at once.
  await app.events.subscribe(CATALOGUE_CHANGED, () => games.invalidate());
  /**
   * Public calls that say more to a logged-in member (FAV/RECENT filters): a bad or stale token
   * means anonymous. A callback hook: most game-list calls carry no token and pay no promise.
   */
  const optionalMember = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    if (!bearerToken(request)) return done();
    app.authenticate(request).then(
      () => done(),
      () => {
        request.member = null;
        done();
      },
    );
  };

  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      preHandler: optionalMember,
      serializerCompiler: trustedSerializer(app.config.env),
      schema: {
        tags,
        summary: 'Paged game list by category, vendor, classification, filter and name search',
        querystring: GameListQuery,
        response: { 200: envelope(GameListPage) },
      },
    },
    async (request) => ok(await games.gameList(request.query, memberIdOf(request))),
  );

  for (const url of ['/wps/relay/hotGamesV2', '/lgw/games/gameHot']) {
    app.get(
      url,
      {
        serializerCompiler: trustedSerializer(app.config.env),
        schema: {
          tags,
          summary: 'Hot games, optionally of one category or vendor',
          querystring: HotGamesQuery,
          response: { 200: envelope(HotGames) },
        },
      },
      async (request) => ok(await games.hotGames(request.query)),
    );
  }

  app.get(
    '/wps/relay/newGameVendor',
    {
      schema: {
        tags,
        summary: 'New games in lanes, one per vendor (value.lanes)',
        querystring: NewGameVendorQuery,
        response: { 200: envelope(NewGameVendor) },
      },
    },
    async (request) => ok(await games.newGameVendor(request.query)),
  );

  app.get(
    '/lgw/games/gameVendor',
    {
      schema: {
        tags,
        summary:
          'Vendor data: categories (SPORTS split into ESPORTS and COCKFIGHT), vendor cards, slot classifications, prize mode',
        querystring: GameVendorQuery,
        response: { 200: envelope(GameVendorData) },
      },
    },
    async () => ok(await games.vendorData()),
  );

  app.get(
    '/lgw/games/vassGameType',
    {
      schema: {
        tags,
        summary: 'Game types and classifications of each vendor',
        querystring: VassGameTypeQuery,
        response: { 200: envelope(VassGameType) },
      },
    },
    async (request) => ok(await games.vassGameType(request.query)),
  );

  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'Lottery games of a prize mode, by family',
        querystring: GameMenusQuery,
        response: { 200: envelope(GameMenus) },
      },
    },
    async (request) => ok(await games.gameMenus(request.query)),
  );

  app.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary: 'Vietnamese lottery games by region',
        querystring: VnGameMenuQuery,
        response: { 200: envelope(VnGameMenu) },
      },
    },
    async (request) => ok(await games.vnGameMenu(request.query)),
  );

  app.get(
    '/lgw/vn/games/game_menu/recent',
    {
      preHandler: optionalMember,
      schema: {
        tags,
        summary: "The member's recently played Vietnamese lottery games (empty when not logged in)",
        querystring: VnRecentQuery,
        response: { 200: envelope(VnRecentMenu) },
      },
    },
    async (request) => ok(await games.vnRecent(memberIdOf(request), request.query.language)),
  );

  app.get(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        tags,
        summary: 'Winner board: up to 20 biggest wins, names masked',
        querystring: RankListQuery,
        response: { 200: envelope(RankList) },
      },
    },
    async (request) => ok(await games.rankList(request.query)),
  );
};
