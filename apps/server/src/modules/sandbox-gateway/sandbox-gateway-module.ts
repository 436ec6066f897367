import type { FastifyPluginAsync } from 'fastify';
import type { SandboxGatewayRepository } from '../cashier/sandbox-gateway-repository.js';
import { sandboxGatewayRoutes } from './sandbox-gateway-routes.js';

/**
 * The sandbox payment gateway: a stand-in payment company in the same process. It owns no
 * services; its payments and the merchant's secret are kept by the cashier (`store`).
 */
export function sandboxGatewayModule(deps: { store: SandboxGatewayRepository; clock: () => Date }): FastifyPluginAsync {
  return sandboxGatewayRoutes(deps.store, deps.clock);
}
