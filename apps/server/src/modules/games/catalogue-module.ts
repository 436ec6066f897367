import type { FastifyPluginAsync } from 'fastify';
import type { Whitelabel } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { contentRoutes } from '../content/content-routes.js';
import { createContentService, type ContentService } from '../content/content-service.js';
import { gamesMemberRoutes } from './games-member-routes.js';
import { gamesRoutes } from './games-routes.js';
import { createGamesService, type GamesService } from './games-service.js';
import { mediaRoutes } from './media-routes.js';

/** The services of issue 5 (catalogue, lobby, content), added to app.services by app.ts. */
export type CatalogueServices = { games: GamesService; content: ContentService };

export function createCatalogueServices(deps: {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  whitelabel: () => Promise<Whitelabel>;
}): CatalogueServices {
  return { games: createGamesService(deps), content: createContentService(deps) };
}

/** Every route of the catalogue, lobby, content and media, registered by app.ts in one line. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(gamesRoutes);
  await app.register(gamesMemberRoutes);
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
};
