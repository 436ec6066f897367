import { StaffRole } from '@fortuna/contracts';
import type { Db } from '../platform/db.js';
import { newTotpSecret } from '../modules/identity/session/totp-fns.js';
import { staff } from '../modules/staff/staff-tables.js';

/** argon2id of the demo staff password `Console1234` (computed once, so seeding costs no hashing). */
const CONSOLE1234 = '$argon2id$v=19$m=19456,t=2,p=1$A06qz9dMpxVyc4PqzcBN9Q$pf0D9N0d17z0wefKyMdDByytgjpebLq1ku8ELOrJDoA';

/**
 * One demo staff account per role, named after it (owner, finance, risk, support, content, games,
 * agents), password Console1234. Each has a fresh authenticator secret to set up at its first
 * login (`cli.js staff list` prints it until then). Demo data only.
 */
export async function seedStaff(db: Db, merchantCode: string): Promise<void> {
  await db
    .insert(staff)
    .values(
      StaffRole.options.map((role) => ({
        merchantCode,
        username: role,
        displayName: `Demo ${role}`,
        passwordHash: CONSOLE1234,
        role,
        totpSecret: newTotpSecret(),
      })),
    )
    .onConflictDoNothing();
}
