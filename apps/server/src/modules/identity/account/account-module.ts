import type { Audit } from '../../../platform/audit.js';
import type { Db } from '../../../platform/db.js';
import type { AttemptLimits } from '../attempts/attempts-service.js';
import type { CredentialGuard } from '../member/credential-guard.js';
import type { MemberDirectory } from '../member/member-directory.js';
import type { SystemService } from '../../system/system-service.js';
import type { EmailCodeService } from '../verification/email-code-service.js';
import type { VerificationService } from '../verification/verification-service.js';
import { accountRoutes } from './account-routes.js';
import { createAccountService } from './account-service.js';

/** My account (securityCenter): profile, withdraw password, authenticator, mobile and e-mail binding. */
export function createAccountModule(deps: {
  db: Db;
  clock: () => Date;
  audit: Audit;
  system: SystemService;
  members: MemberDirectory;
  verification: VerificationService;
  emailCodes: EmailCodeService;
  attempts: AttemptLimits;
  credentials: CredentialGuard;
}) {
  return { account: createAccountService(deps), routes: accountRoutes };
}
