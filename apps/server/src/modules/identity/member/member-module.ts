import type { Db } from '../../../platform/db.js';
import type { Phone } from '../verification/verification-service.js';
import { createIdentitySettingsService } from './identity-settings-service.js';
import { createMemberDirectory } from './member-directory.js';
import { createMemberRepository } from './member-repository.js';
import { memberRoutes } from './member-routes.js';
import { createMemberService, type MemberServiceDeps } from './member-service.js';

/**
 * What the member module offers before the modules that need it exist (verification, account,
 * cashier): its directory and the brand's identity settings. Registration and passwords, which
 * need verification, come after it (createMemberModule).
 */
export function createMemberBasics(deps: { db: Db; merchantCode: string; clock: () => Date }) {
  const directory = createMemberDirectory(deps.db);
  const repo = createMemberRepository(deps.db);
  const identitySettings = createIdentitySettingsService(deps);
  return {
    directory,
    identitySettings,
    isMobileRegistered: (phone: Phone) => directory.isMobileRegistered(deps.merchantCode, phone),
    /** The member's id and bound e-mail by username (the new-network code is mailed only there). */
    boundEmailOf: async (username: string): Promise<{ id: number; email: string | null } | null> => {
      const row = await repo.byUsername(deps.merchantCode, username);
      return row ? { id: row.id, email: row.email } : null;
    },
    codeMinutes: async () => (await identitySettings.get()).smsCodeMinutes,
  };
}
export type MemberBasics = ReturnType<typeof createMemberBasics>;

/** Members: registration, profile, passwords and the login bookkeeping the session module uses. */
export function createMemberModule(deps: Omit<MemberServiceDeps, 'identitySettings'> & { basics: MemberBasics }) {
  return {
    members: createMemberService({ ...deps, identitySettings: deps.basics.identitySettings }),
    routes: memberRoutes,
  };
}
