import { createLocalPhoneAuth } from './phone-auth-provider.js';
import { sessionRoutes } from './session-routes.js';
import { createSessionService, type SessionServiceDeps } from './session-service.js';

/** Logins, free play and sessions; the phone-auth adapter is the local stand-in until a real service is configured. */
export function createSessionModule(deps: Omit<SessionServiceDeps, 'phoneAuth'>) {
  const phoneAuth = createLocalPhoneAuth({ clock: deps.clock });
  return { session: createSessionService({ ...deps, phoneAuth }), phoneAuth, routes: sessionRoutes };
}
