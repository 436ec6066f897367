import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import type { BrandSettingsView } from '@fortuna/contracts';
import type { Db } from '../../platform/db.js';
import { defineRoute } from '../../platform/define-route.js';
import { SETTINGS_CHANGED } from '../../platform/events.js';
import { currentStaff } from '../../platform/staff-auth.js';
import type { BrandActor, BrandChangeDeps } from './brand-change.js';
import { createBrandOperations } from './brand-operations-service.js';
import { createBrandSettings } from './brand-settings-service.js';

const rows = endpoints.console;

const actorOf = (request: FastifyRequest): BrandActor => ({
  kind: 'staff',
  name: currentStaff(request).username,
  ip: request.ip,
});

/** The change's deps on a serving instance: its caches, its audit chain, and the events bus to the others. */
export function serverChangeDeps(app: FastifyInstance, db: Db, clock: () => Date): BrandChangeDeps {
  const { system, identitySettings, auditChain } = app.services;
  return {
    db,
    merchantCode: app.config.merchantCode,
    clock,
    auditChain,
    invalidate: () => {
      system.invalidate();
      identitySettings.invalidate();
    },
    // The change is committed: an instance that misses the notice serves it after its cache's few seconds.
    announce: (what) =>
      app.events.publish(SETTINGS_CHANGED, what).catch((error: unknown) => {
        app.log.warn({ err: error }, 'settings change notice not sent');
      }),
  };
}

/** The console's Brand settings page (owners: `brand.manage`). */
export const consoleBrandRoutes =
  (deps: { db: Db; clock: () => Date }): FastifyPluginAsync =>
  async (app) => {
    const changeDeps = serverChangeDeps(app, deps.db, deps.clock);
    const { identitySettings, system } = app.services;
    const settings = createBrandSettings({
      ...changeDeps,
      system,
      passwordExpiry: {
        days: async (tx) => (await identitySettings.read(tx)).passwordExpiryDays,
        setDays: (days, tx) => identitySettings.setPasswordExpiryDays(days, tx),
      },
    });
    const operations = createBrandOperations(changeDeps);

    defineRoute(app, rows.brandSettings, async (): Promise<BrandSettingsView> => {
      const [flags, registerFields, passwordExpiry, locale, maintenance, regionRules] = await Promise.all([
        settings.flags(),
        settings.registerFields(),
        settings.passwordExpiry(),
        settings.locale(),
        operations.maintenance(),
        operations.regionRules(),
      ]);
      return { flags, registerFields, passwordExpiry, locale, maintenance, regionRules };
    });
    defineRoute(app, rows.setBrandFlag, (request) =>
      settings.setFlag(actorOf(request), request.params.flag, request.body),
    );
    defineRoute(app, rows.updateRegisterField, (request) =>
      settings.updateRegisterField(actorOf(request), request.params.field, request.body),
    );
    defineRoute(app, rows.setPasswordExpiry, (request) => settings.setPasswordExpiry(actorOf(request), request.body));
    defineRoute(app, rows.setBrandLanguages, (request) => settings.setLanguages(actorOf(request), request.body));
    defineRoute(app, rows.scheduleMaintenance, (request) =>
      operations.scheduleMaintenance(actorOf(request), request.body),
    );
    defineRoute(app, rows.endMaintenance, (request) =>
      operations.endMaintenance(actorOf(request), request.params.id, request.body.reason),
    );
    defineRoute(app, rows.addRegionRule, (request) => operations.addRegionRule(actorOf(request), request.body));
    defineRoute(app, rows.removeRegionRule, (request) =>
      operations.removeRegionRule(actorOf(request), request.params.id, request.body.reason),
    );
  };
