import type { Db } from '../../platform/db.js';
import { createContentService, type ContentService } from './content-service.js';

export { contentConsoleRoutes } from './content-console-routes.js';
export { contentRoutes } from './content-routes.js';

/** Banners, notices and help, added to app.services. */
export type ContentServices = { content: ContentService };

export function createContentServices(deps: { db: Db; merchantCode: string; clock: () => Date }): ContentServices {
  return { content: createContentService(deps) };
}
