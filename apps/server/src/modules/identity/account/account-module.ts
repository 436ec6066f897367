import { accountRoutes } from './account-routes.js';
import { createAccountService, type AccountDeps } from './account-service.js';

/** My account (securityCenter): profile, withdraw password, authenticator, mobile and e-mail binding. */
export function createAccountModule(deps: AccountDeps) {
  return { account: createAccountService(deps), routes: accountRoutes };
}
