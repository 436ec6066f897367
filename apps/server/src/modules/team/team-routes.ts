import type { FastifyPluginAsync } from 'fastify';
import { isAgentType } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { currentMember } from '../../platform/auth.js';
import { defineRoute } from '../../platform/define-route.js';
import type { TeamService } from './team-service.js';

const routes = endpoints.team;

/** The agent centre's team pages: overview, downlines, invitation code, direct registration. */
export const teamRoutes =
  (team: TeamService): FastifyPluginAsync =>
  async (app) => {
    const { members } = app.services;
    defineRoute(app, routes.overview, (request) => team.overview(currentMember(request).id, request.query));
    defineRoute(app, routes.downlines, (request) => team.downlines(currentMember(request).id, request.query));
    defineRoute(app, routes.invitation, async (request) => {
      const affiliateCode = await members.invitationCode(currentMember(request).id);
      return { affiliateCode, registerPath: `/register?affiliateCode=${encodeURIComponent(affiliateCode)}` };
    });
    defineRoute(app, routes.registerDownline, async (request) => {
      const created = await members.registerDownline(currentMember(request).id, request.body, request.ip);
      return {
        username: created.username,
        registeredAt: created.createdAt.toISOString(),
        isAgent: isAgentType(created.type),
      };
    });
    defineRoute(app, routes.links, async (request) => ({
      list: await members.referralLinks.list(currentMember(request).id),
    }));
    defineRoute(app, routes.createLink, async (request) => {
      const agentId = currentMember(request).id;
      await members.invitationCode(agentId); // an active agent of this brand, else FORBIDDEN
      return members.referralLinks.create(agentId, request.body);
    });
  };
