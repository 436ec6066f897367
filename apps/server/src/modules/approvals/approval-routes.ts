import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';
import { currentStaff } from '../../platform/staff-auth.js';
import type { ApprovalActor } from './approval-service.js';

const rows = endpoints.console;

/** The console caller as the maker or checker of a request. */
export const approvalActorOf = (request: FastifyRequest): ApprovalActor => {
  const staff = currentStaff(request);
  return { staffId: staff.id, username: staff.username, permissions: staff.permissions, ip: request.ip };
};

/** The approval queue and its decisions (`/console/api/approvals…`). */
export const approvalRoutes: FastifyPluginAsync = async (app) => {
  const { approvals } = app.services;
  defineRoute(app, rows.approvalList, (request) => approvals.page(approvalActorOf(request), request.query));
  defineRoute(app, rows.approvalDetail, (request) => approvals.detail(approvalActorOf(request), request.params.id));
  defineRoute(app, rows.approvalApprove, (request) =>
    approvals.approve(approvalActorOf(request), request.params.id, request.body.reason),
  );
  defineRoute(app, rows.approvalReject, (request) =>
    approvals.reject(approvalActorOf(request), request.params.id, request.body.reason),
  );
  defineRoute(app, rows.approvalCancel, (request) =>
    approvals.cancel(approvalActorOf(request), request.params.id, request.body.reason),
  );
};
