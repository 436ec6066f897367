import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.js';
import { everySeconds } from '../../platform/jobs-fns.js';
import type { JobDefinition } from '../../platform/jobs-registry.js';
import { createHouseService, RECOVER_AFTER_MS, type HouseService } from './house-service.js';
import { houseRoutes } from './house-routes.js';
import { createWalletClient } from './wallet-client.js';

export { houseRoutes, type HouseService };

/**
 * Where the house provider reaches the operator's seamless-wallet API: HOUSE_WALLET_URL when set
 * (a provider on another host), else this server's own listening address over loopback, so the
 * calls go through real HTTP, signatures and all, like any vendor's.
 */
export function walletUrlOf(app: FastifyInstance, configured: string | undefined): () => string {
  return () => {
    if (configured) return configured.replace(/\/$/, '');
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server is not listening yet');
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  };
}

export function createHouse(deps: {
  app: FastifyInstance;
  db: Db;
  clock: () => Date;
  provider: string;
  secret: string;
  walletUrl?: string | undefined;
}) {
  return createHouseService({
    db: deps.db,
    clock: deps.clock,
    wallet: createWalletClient({
      baseUrl: walletUrlOf(deps.app, deps.walletUrl),
      provider: deps.provider,
      secret: async () => deps.secret,
      clock: deps.clock,
    }),
  });
}

/**
 * Completes half-done rounds (see HouseService.recover) every RECOVER_AFTER_MS, once per period
 * across instances. Safe to run twice: the wallet calls are idempotent per transaction id.
 */
export const houseRecoveryJob = (house: HouseService): JobDefinition => ({
  name: 'house.round-recovery',
  schedule: everySeconds(RECOVER_AFTER_MS / 1000),
  run: async ({ audit }) => {
    const { rolledBack, settled } = await house.recover();
    // The wallet calls moved money: the run is on the audit chain (a run that found nothing is not).
    if (rolledBack + settled > 0) await audit({ action: 'house.roundsRecovered', after: { rolledBack, settled } });
    return `${rolledBack} rolled back, ${settled} settled`;
  },
});
