import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';
import { AppError } from '../../platform/errors.js';
import type { HouseService } from './house-service.js';

const routes = endpoints.house;

/** Where the built game clients are (apps/house-games/dist), seen from src/ or from dist/. */
const defaultClientDist = [
  new URL('../../../../house-games/dist/', import.meta.url),
  new URL('../../house-games/dist/', import.meta.url),
]
  .map((u) => u.pathname)
  .find((p) => fs.existsSync(path.join(p, 'index.html')));

/**
 * The house provider's own HTTP surface, as a vendor's game server would have: the game client
 * (static files under /house/play/) and its API under /house/api, authorised by the provider's
 * own session token (never the operator's member token).
 */
export const houseRoutes =
  (house: HouseService, clientDist: string | null | undefined = defaultClientDist): FastifyPluginAsync =>
  async (app) => {
    const sessionOf = async (request: FastifyRequest) => {
      const match = /^Bearer\s+([A-Za-z0-9_-]{40,64})$/.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw new AppError('SESSION_EXPIRED');
      return house.session(match[1]);
    };

    defineRoute(app, routes.session, (request) => house.open(request.body.launchToken));
    defineRoute(app, routes.balance, async (request) => house.balance(await sessionOf(request)));
    defineRoute(app, routes.slotSpin, async (request) => house.play(await sessionOf(request), 'slot', request.body));
    defineRoute(app, routes.baccaratDeal, async (request) =>
      house.play(await sessionOf(request), 'baccarat', request.body),
    );
    defineRoute(app, routes.dragonTigerDeal, async (request) =>
      house.play(await sessionOf(request), 'dragonTiger', request.body),
    );
    defineRoute(app, routes.history, async (request) => house.history(await sessionOf(request)));

    // routes.client: the game clients' files.
    if (clientDist && fs.existsSync(path.join(clientDist, 'index.html'))) {
      await app.register(fastifyStatic, {
        root: clientDist,
        prefix: routes.client.path.slice(0, -1),
        decorateReply: false,
        index: ['index.html'],
        setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ clientDist }, 'house game clients are not built: /house/play/ is unavailable');
    }
  };
