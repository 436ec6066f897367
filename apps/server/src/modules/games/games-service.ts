import type { Whitelabel } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { createCatalogueService } from './catalogue-service.js';
import { createMemberGamesService } from './member-games-service.js';

/** Channel on which the import CLI (or an operator tool) announces that the catalogue changed. */
export const CATALOGUE_CHANGED = 'fortuna:catalogue-changed';

export type GamesServiceDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  whitelabel: () => Promise<Whitelabel>;
};

/** The games module: catalogue and lobby reads, plus each member's favourites and recent games. */
export function createGamesService(deps: GamesServiceDeps) {
  const catalogue = createCatalogueService(deps);
  const member = createMemberGamesService({
    repo: catalogue.repo,
    clock: deps.clock,
    hiddenClassifications: async () => ((await deps.whitelabel()).SECONDLANG ? [] : ['BG']),
  });
  return { ...catalogue, ...member };
}
export type GamesService = ReturnType<typeof createGamesService>;
