import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';
import { approvalActorOf } from '../approvals/approvals-module.js';

/** `POST /console/api/adjustments`: a manual credit or debit (at once, or an approval request). */
export const adjustmentRoutes: FastifyPluginAsync = async (app) => {
  const { adjustments } = app.services;
  defineRoute(app, endpoints.console.adjustmentSettings, () => adjustments.settings());
  defineRoute(app, endpoints.console.createAdjustment, (request) =>
    adjustments.create(approvalActorOf(request), request.body),
  );
};
