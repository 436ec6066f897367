import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';
import { trustedSerializer } from '../../platform/trusted-serializer.js';
import { CATALOGUE_CHANGED } from './games-service.js';

const routes = endpoints.games;

/** The member of a request when an optional session resolved one (public calls work without it). */
const memberIdOf = (request: FastifyRequest): number | null => request.member?.id ?? null;

/** Public catalogue and lobby calls (spec §7 "Games"). Favourites and recent games: games-member-routes.ts. */
export const gamesRoutes: FastifyPluginAsync = async (app) => {
  const games = app.services.games;
  // An import or operator change in another process: drop cached vendor data and lists at once.
  await app.events.subscribe(CATALOGUE_CHANGED, () => games.invalidate());
  // Game pages are written once and reused (trusted-serializer.ts).
  const trusted = { serializerCompiler: trustedSerializer(app.config.env) };

  defineRoute(app, routes.gameList, (request) => games.gameList(request.query, memberIdOf(request)), trusted);
  for (const endpoint of [routes.hotGames, routes.gameHot]) {
    defineRoute(app, endpoint, (request) => games.hotGames(request.query), trusted);
  }
  defineRoute(app, routes.newGameVendor, (request) => games.newGameVendor(request.query));
  defineRoute(app, routes.gameVendor, () => games.vendorData());
  defineRoute(app, routes.vassGameType, (request) => games.vassGameType(request.query));
  defineRoute(app, routes.gameMenus, (request) => games.gameMenus(request.query));
  defineRoute(app, routes.vnGameMenu, (request) => games.vnGameMenu(request.query));
  defineRoute(app, routes.vnRecent, (request) => games.vnRecent(memberIdOf(request), request.query.language));
  defineRoute(app, routes.rankList, (request) => games.rankList(request.query));
};
