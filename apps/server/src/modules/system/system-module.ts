import type { Db } from '../../platform/db.js';
import type { EventBus } from '../../platform/events.js';
import { SETTINGS_CHANGED } from '../../platform/events.js';
import { createSystemService, type SystemService } from './system-service.js';

export { systemRoutes } from './system-routes.js';
export { consoleBrandRoutes } from './console-brand-routes.js';
export { helpConsoleRoutes } from './help-console-routes.js';
export { siteLinksConsoleRoutes } from './site-links-console-routes.js';

/** The brand's settings (status, white-label flags, currency, hosts), added to app.services. */
export type SystemServices = { system: SystemService };

export function createSystemServices(deps: {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  /** What demo mode opened (the status tells the site, which shows a ribbon). */
  demo: { devInbox: boolean; sandboxGateway: boolean };
}): SystemServices {
  return { system: createSystemService(deps) };
}

/**
 * An operator changed brand settings somewhere (the console on any instance, the CLI): drop the
 * cached settings (system snapshot, identity settings) at once.
 */
export async function followSettingsChanges(caches: Array<{ invalidate(): void }>, events: EventBus): Promise<void> {
  await events.subscribe(SETTINGS_CHANGED, () => {
    for (const cache of caches) cache.invalidate();
  });
}
