import type { FastifyPluginAsync } from 'fastify';
import { FavouritePayload } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';
import { validationError } from '../../platform/errors.js';

const routes = endpoints.games;

/** Favourites and recent games (spec §7): the logged-in member's own, behind the auth guard. */
export const gamesMemberRoutes: FastifyPluginAsync = async (app) => {
  const games = app.services.games;

  for (const endpoint of [routes.favouriteIds, routes.favGames]) {
    defineRoute(app, endpoint, (request) => games.favouriteIds(currentMember(request).id, request.query));
  }
  for (const endpoint of [routes.favouriteGames, routes.favGameList]) {
    defineRoute(app, endpoint, (request) => games.favouriteGames(currentMember(request).id, request.query));
  }
  defineRoute(app, routes.addFavourite, (request) => games.addFavourite(currentMember(request).id, request.body));

  defineRoute(app, routes.removeFavourite, (request) => {
    let payload = request.body;
    if (!payload) {
      const parsed = FavouritePayload.safeParse(request.query);
      if (!parsed.success) {
        throw validationError(
          parsed.error.issues.map((i) => ({
            path: ['querystring', ...i.path.map(String)].join('.'),
            message: i.message,
          })),
        );
      }
      payload = parsed.data;
    }
    return games.removeFavourite(currentMember(request).id, payload);
  });

  defineRoute(app, routes.recentGames, (request) => games.recentGames(currentMember(request).id, request.query));
};
