import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  FavouriteGames,
  FavouriteIds,
  FavouriteListQuery,
  FavouritePayload,
  FavouriteResult,
  RecentGames,
  RecentGamesQuery,
} from '@fortuna/contracts';
import { currentMember } from '../../platform/auth.js';
import { ok, validationError } from '../../platform/errors.js';

const tags = ['games'];
const security = [{ bearer: [] }];

/** DELETE may carry the payload as a JSON body or as query parameters (clients differ). */
const OptionalPayload = z
  .object({ nodeId: z.string().optional(), vendor: z.string().optional(), gameType: z.string().optional() })
  .strict();

/** Favourites and recent games (spec §7): the logged-in member's own, behind the auth guard. */
export const gamesMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const games = app.services.games;
  const preHandler = app.authenticate;

  for (const url of ['/wps/relay/getFavoriteGames', '/lgw/games/favGames']) {
    app.get(
      url,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Favourite payloads (nodeId, vendor, gameType) of the member',
          querystring: FavouriteListQuery,
          response: { 200: envelope(FavouriteIds) },
        },
      },
      async (request) => ok(await games.favouriteIds(currentMember(request).id, request.query)),
    );
  }

  for (const url of ['/wps/relay/getFavoriteGamesList', '/lgw/games/favGameList']) {
    app.get(
      url,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: 'Favourite games of the member, newest first',
          querystring: FavouriteListQuery,
          response: { 200: envelope(FavouriteGames) },
        },
      },
      async (request) => ok(await games.favouriteGames(currentMember(request).id, request.query)),
    );
  }

  app.post(
    '/wps/relay/addFavoriteGameV2',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Adds a favourite (one toggle per second)',
        body: FavouritePayload,
        response: { 200: envelope(FavouriteResult) },
      },
    },
    async (request) => ok(await games.addFavourite(currentMember(request).id, request.body)),
  );

  app.delete(
    '/wps/relay/removeFavoriteGameV2',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Removes a favourite (one toggle per second); payload as JSON body or query',
        querystring: OptionalPayload,
        body: FavouritePayload.nullish(),
        response: { 200: envelope(FavouriteResult) },
      },
    },
    async (request) => {
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
      return ok(await games.removeFavourite(currentMember(request).id, payload));
    },
  );

  app.get(
    '/wps/relay/GCS_recentGame',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Recently launched games of the member, newest first',
        querystring: RecentGamesQuery,
        response: { 200: envelope(RecentGames) },
      },
    },
    async (request) => ok(await games.recentGames(currentMember(request).id, request.query)),
  );
};
