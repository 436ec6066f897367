import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAgentType, isTrialType } from '@fortuna/contracts';
import { AppError } from './errors.js';

/**
 * Roles come from the member type (spec §4 "Roles derived from type", §6). Operators are staff of
 * the console (staff-auth.ts): no member session ever acts as one.
 */
export type Role = 'member' | 'agent' | 'trial';
export const roleOfType = (type: number): Role =>
  isAgentType(type) ? 'agent' : isTrialType(type) ? 'trial' : 'member';

/** Who is calling: set by `app.authenticate` from the Bearer token. */
export type AuthMember = {
  id: number;
  type: number;
  username: string;
  role: Role;
  sessionId: number;
  /** Opened with a weak default or expired password: only routes marked duringPasswordChange answer. */
  passwordChangeDue: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to a session whose password change is due (the endpoint row's duringPasswordChange). */
    duringPasswordChange?: boolean;
  }
  interface FastifyRequest {
    member: AuthMember | null;
  }
  interface FastifyInstance {
    /** preHandler: refuses a call without a live session token (401 NOT_LOGGED_IN). */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: authenticated and one of `roles` (403 FORBIDDEN / TRIAL_NOT_ALLOWED). */
    authorize: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/.exec(header.trim());
  return match?.[1] ?? null;
};

/** The member of an authenticated request (routes behind `app.authenticate`). */
export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw new AppError('NOT_LOGGED_IN');
  return request.member;
}

export function registerAuth(
  app: FastifyInstance,
  resolve: (token: string, request: FastifyRequest) => Promise<AuthMember | null>,
): void {
  app.decorateRequest('member', null);
  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const member = token ? await resolve(token, request) : null;
    if (!member) throw new AppError('NOT_LOGGED_IN');
    // Server-side, not only the browser's modal: such a session can change the password and leave.
    if (member.passwordChangeDue && !request.routeOptions.config.duringPasswordChange)
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    request.member = member;
  };
  app.decorate('authenticate', authenticate);
  app.decorate('authorize', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    const role = currentMember(request).role;
    if (roles.includes(role)) return;
    throw new AppError(role === 'trial' ? 'TRIAL_NOT_ALLOWED' : 'FORBIDDEN');
  });
}
