import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';
import { currentStaff } from '../../platform/staff-auth.js';
import type { StaffActor } from './staff-service.js';
import { staffMe } from './staff-view.js';

const rows = endpoints.console;

const actorOf = (request: FastifyRequest): StaffActor => {
  const staff = currentStaff(request);
  return { kind: 'staff', name: staff.username, ip: request.ip, staffId: staff.id };
};

/** The operator console's API: staff sessions and staff management (the audit log: audit-routes.ts). */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  const { staff, staffLogin, staffPassword } = app.services;

  defineRoute(app, rows.login, (request) =>
    staffLogin(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );
  defineRoute(app, rows.logout, async (request) => {
    await staff.logout(currentStaff(request), request.ip);
    return null;
  });
  // The session's staff row was read by the auth hook of this very call.
  defineRoute(app, rows.me, (request) => {
    const me = currentStaff(request);
    return staffMe(me, me.sessionOpenedAt);
  });

  defineRoute(app, rows.changePassword, async (request) => {
    await staffPassword(currentStaff(request), request.body, request.ip);
    return null;
  });

  defineRoute(app, rows.staffList, () => staff.list());
  defineRoute(app, rows.createStaff, async (request) => {
    const { account } = await staff.create(actorOf(request), request.body, { ip: request.ip });
    return account;
  });
  defineRoute(app, rows.disableStaff, (request) =>
    staff.setStatus(actorOf(request), request.params.id, 'disabled', request.body.reason),
  );
  defineRoute(app, rows.enableStaff, (request) =>
    staff.setStatus(actorOf(request), request.params.id, 'active', request.body.reason),
  );
  defineRoute(app, rows.resetStaffTotp, async (request) => {
    const { account } = await staff.resetTotp(actorOf(request), request.params.id, request.body.reason);
    return account;
  });
  defineRoute(app, rows.setStaffRole, (request) =>
    staff.setRole(actorOf(request), request.params.id, request.body.role, request.body.reason),
  );
  defineRoute(app, rows.setStaffAllowList, (request) =>
    staff.setAllowList(actorOf(request), request.params.id, request.body.allowList, request.body.reason),
  );
};

/** The audit log with filters and the chain's status. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const { auditChain } = app.services;
  defineRoute(app, rows.audit, async (request) => {
    const { from, to, ...rest } = request.query;
    const [{ list, total }, chain] = await Promise.all([
      auditChain.page({ ...rest, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined }),
      auditChain.recentStatus(),
    ]);
    return {
      list: list.map((e) => ({
        seq: e.seq,
        at: e.at.toISOString(),
        actorKind: e.actorKind,
        actor: e.actor,
        action: e.action,
        target: e.target,
        before: e.before,
        after: e.after,
        reason: e.reason,
        ip: e.ip,
        hash: e.hash,
      })),
      pageNo: rest.pageNo,
      pageSize: rest.pageSize,
      total,
      totalPages: Math.ceil(total / rest.pageSize),
      chain,
    };
  });
  defineRoute(app, rows.auditChain, () => auditChain.verify());
};
