import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { AppError, ok } from '../../platform/errors.js';
import type { HouseService } from './house-service.js';

const tags = ['house provider'];

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
  (house: HouseService, clientDist: string | null | undefined = defaultClientDist): FastifyPluginAsyncZod =>
  async (app) => {
    const sessionOf = async (request: FastifyRequest) => {
      const match = /^Bearer\s+([A-Za-z0-9_-]{40,64})$/.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw new AppError('SESSION_EXPIRED');
      return house.session(match[1]);
    };

    app.post(
      '/house/api/session',
      {
        schema: {
          tags,
          summary: 'Opens the game with the launch token of the launch URL',
          body: z.object({ launchToken: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) }).strict(),
        },
      },
      async (request) => ok(await house.open(request.body.launchToken)),
    );

    app.get('/house/api/balance', { schema: { tags, summary: 'The player’s balance' } }, async (request) =>
      ok(await house.balance(await sessionOf(request))),
    );

    app.post('/house/api/slot/spin', { schema: { tags, summary: 'One spin of the video slot' } }, async (request) =>
      ok(await house.play(await sessionOf(request), 'slot', request.body)),
    );

    app.post('/house/api/baccarat/deal', { schema: { tags, summary: 'One baccarat coup' } }, async (request) =>
      ok(await house.play(await sessionOf(request), 'baccarat', request.body)),
    );

    app.get(
      '/house/api/history',
      { schema: { tags, summary: 'The latest rounds of this game session' } },
      async (request) => ok(await house.history(await sessionOf(request))),
    );

    if (clientDist && fs.existsSync(path.join(clientDist, 'index.html'))) {
      await app.register(fastifyStatic, {
        root: clientDist,
        prefix: '/house/play/',
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
