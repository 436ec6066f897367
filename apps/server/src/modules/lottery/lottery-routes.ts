import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';

const { lottery } = endpoints;

/** CORE's public route: the provably fair check of an issue (the player API is in lottery-endpoints' routes). */
export const lotteryRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, lottery.verify, (request) => app.services.lottery.verify(request.query));
};
