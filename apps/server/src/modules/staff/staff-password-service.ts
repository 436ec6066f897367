import type { z } from 'zod';
import type { ChangeStaffPasswordRequest } from '@fortuna/contracts';
import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { AuthStaff } from '../../platform/staff-auth.js';
import { hashPassword } from '../identity/member/password-fns.js';
import type { StaffRepository } from './staff-repository.js';
import type { StaffProofs } from './staff-proofs.js';
import type { StaffSessionNotices } from './staff-session-cache.js';

export type StaffPasswordDeps = {
  db: Db;
  clock: () => Date;
  chain: AuditChain;
  repo: StaffRepository;
  proofs: StaffProofs;
  notices: StaffSessionNotices;
};

/**
 * PUT /console/api/me/password: a staff member's own new password, proved by the current one and
 * an authenticator code (each counted as at login); the other sessions end, this one stays.
 */
export function createStaffPasswordChange({ db, clock, chain, repo, proofs, notices }: StaffPasswordDeps) {
  return async (staff: AuthStaff, body: z.output<typeof ChangeStaffPasswordRequest>, ip: string): Promise<void> => {
    const row = await repo.byId(staff.id);
    if (!row?.totpSecret) throw new AppError('NOT_LOGGED_IN');
    try {
      await proofs.provePassword(row, body.currentPassword, ip);
    } catch (error) {
      // Not INVALID_CREDENTIALS (401): the session is fine, the typed password is not.
      if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS')
        throw new AppError('OLD_PASSWORD_INCORRECT');
      throw error;
    }
    await proofs.proveCode(row, row.totpSecret, body.totpCode, ip);
    const passwordHash = await hashPassword(body.newPassword, { ip });
    await db.transaction(async (tx) => {
      await repo.update(row.id, { passwordHash }, tx);
      await repo.revokeAllOf(row.id, clock(), tx, staff.sessionId);
      await chain.append(
        {
          actorKind: 'staff',
          actor: row.username,
          action: 'staff.change_password',
          target: `staff:${row.username}`,
          ip,
        },
        tx,
      );
    });
    // The other sessions end on every instance (this one is read again, and lives).
    await notices.ended({ staffId: row.id });
  };
}
