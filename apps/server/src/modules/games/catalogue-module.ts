import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db.js';
import type { SystemService } from '../system/system-service.js';
import { gamesMemberRoutes } from './games-member-routes.js';
import { gamesRoutes } from './games-routes.js';
import { createGamesService, type GamesService } from './games-service.js';
import { mediaRoutes } from './media-routes.js';

export { gamesConsoleRoutes } from './games-console-routes.js';

/** The games module (catalogue, lobby, favourites, recent games), added to app.services by app.ts. */
export type CatalogueServices = { games: GamesService };

export function createCatalogueServices(deps: {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  system: Pick<SystemService, 'whitelabel'>;
}): CatalogueServices {
  const { system, ...rest } = deps;
  return { games: createGamesService({ ...rest, whitelabel: () => system.whitelabel() }) };
}

/** Every route of the catalogue, lobby and game art. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  await app.register(gamesRoutes);
  await app.register(gamesMemberRoutes);
  await app.register(mediaRoutes);
};
