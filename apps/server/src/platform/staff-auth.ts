import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffPermission, StaffRole } from '@fortuna/contracts';
import { bearerToken } from './auth.js';
import { AppError } from './errors.js';

/** Who is calling a console route: set from a staff session's Bearer token (never a member's). */
export type AuthStaff = {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  permissions: readonly StaffPermission[];
  sessionId: number;
  sessionOpenedAt: Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    staff: AuthStaff | null;
  }
  interface FastifyInstance {
    /**
     * preHandler factory of console routes: a live staff session (401 NOT_LOGGED_IN, whatever a
     * member's token says) whose role holds `permission` when one is named (403 FORBIDDEN).
     */
    authorizeStaff: (permission?: StaffPermission) => (request: FastifyRequest) => Promise<void>;
  }
}

/** The staff member of a console route (behind `app.authorizeStaff`). */
export function currentStaff(request: FastifyRequest): AuthStaff {
  if (!request.staff) throw new AppError('NOT_LOGGED_IN');
  return request.staff;
}

/** `resolve` answers the staff of a live session, null for anything else; it may refuse (allow-list). */
export function registerStaffAuth(
  app: FastifyInstance,
  resolve: (token: string, request: FastifyRequest) => Promise<AuthStaff | null>,
): void {
  app.decorateRequest('staff', null);
  app.decorate('authorizeStaff', (permission?: StaffPermission) => async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const staff = token ? await resolve(token, request) : null;
    if (!staff) throw new AppError('NOT_LOGGED_IN');
    if (permission && !staff.permissions.includes(permission)) throw new AppError('FORBIDDEN');
    request.staff = staff;
  });
}
