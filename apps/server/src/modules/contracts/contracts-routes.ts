import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';
import type { ContractsService } from './contracts-service.js';

const routes = endpoints.contracts;

/** The agent centre's contracts: consolidated flags, list, offer, preview, accept, reject, terminate. */
export const contractsRoutes =
  (contracts: ContractsService): FastifyPluginAsync =>
  async (app) => {
    defineRoute(app, routes.flags, (request) => {
      const member = currentMember(request);
      return contracts.flags(member.id, member.type);
    });
    defineRoute(app, routes.list, (request) => contracts.list(currentMember(request).id));
    defineRoute(app, routes.offer, (request) => contracts.offerByMember(currentMember(request).id, request.body));
    defineRoute(app, routes.preview, (request) => contracts.preview(currentMember(request).id, request.params.id));
    defineRoute(app, routes.accept, (request) =>
      contracts.accept(currentMember(request).id, request.params.id, request.body.confirm === true),
    );
    defineRoute(app, routes.reject, (request) =>
      contracts.reject(currentMember(request).id, request.params.id, request.body.reason ?? null),
    );
    defineRoute(app, routes.terminate, (request) =>
      contracts.terminateByMember(currentMember(request).id, request.params.id, request.body.reason ?? null),
    );
  };
