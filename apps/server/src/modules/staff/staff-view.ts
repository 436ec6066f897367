import type { StaffAccount, StaffMe } from '@fortuna/contracts';
import { permissionsOf } from './permissions.js';
import { sessionEnd } from './staff-fns.js';
import type { StaffRow } from './staff-repository.js';

/** GET /console/api/me of a staff row (or the session's staff) and the time its session opened. */
export const staffMe = (
  row: Pick<StaffRow, 'id' | 'username' | 'displayName' | 'role'>,
  sessionOpenedAt: Date,
): StaffMe => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  permissions: [...permissionsOf(row.role)],
  sessionExpiresAt: sessionEnd(sessionOpenedAt).toISOString(),
});

/** A staff account as owners see it (never its password hash or authenticator secret). */
export const staffAccount = (row: StaffRow): StaffAccount => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  status: row.status,
  totpReady: row.totpReady,
  allowList: row.allowList,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

/** What the audit log keeps of an account before and after a change. */
export const auditView = (row: StaffRow) => ({
  role: row.role,
  status: row.status,
  totpReady: row.totpReady,
  allowList: row.allowList,
});
