import { Resources, type ConsoleAppLinks, type ConsoleMirror, type ConsoleServiceChannel } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.js';
import { defineRoute } from '../../platform/define-route.js';
import { AppError, validationError } from '../../platform/errors.js';
import { currentStaff } from '../../platform/staff-auth.js';
import { brandChanger } from './brand-change.js';
import { serverChangeDeps } from './console-brand-routes.js';
import { customerServiceChannel, merchant, mirrorDomain } from './system-tables.js';

const rows = endpoints.console;
const view = ({ merchantCode: _merchant, ...row }: typeof mirrorDomain.$inferSelect): ConsoleMirror => row;
const channelView = ({
  merchantCode: _merchant,
  ...row
}: typeof customerServiceChannel.$inferSelect): ConsoleServiceChannel => row;
const appLinksOf = (resources: unknown): ConsoleAppLinks => {
  const { iosAppUrl, androidAppUrl, installGuideUrl } = Resources.parse(resources);
  return { iosAppUrl, androidAppUrl, installGuideUrl };
};

/**
 * The console's mirror list, customer-service channels and app download links (content.manage):
 * list and update. All live in the brand's cached snapshot, so an update goes through the brand
 * change (audited; caches dropped on every instance).
 */
export const siteLinksConsoleRoutes =
  ({ db, clock }: { db: Db; clock: () => Date }): FastifyPluginAsync =>
  async (app) => {
    const merchantCode = app.config.merchantCode;
    const change = brandChanger(serverChangeDeps(app, db, clock));
    const mine = (id: number) => and(eq(mirrorDomain.merchantCode, merchantCode), eq(mirrorDomain.id, id));

    defineRoute(app, rows.consoleMirrors, async () =>
      (
        await db
          .select()
          .from(mirrorDomain)
          .where(eq(mirrorDomain.merchantCode, merchantCode))
          .orderBy(asc(mirrorDomain.sort), asc(mirrorDomain.id))
      ).map(view),
    );
    const actorOf = (request: FastifyRequest) => ({
      kind: 'staff' as const,
      name: currentStaff(request).username,
      ip: request.ip,
    });
    defineRoute(app, rows.createMirror, (request) => {
      const { reason, ...fields } = request.body;
      return change(actorOf(request), 'content.mirror.create', 'mirror', reason ?? '', async (tx) => {
        const [row] = await tx
          .insert(mirrorDomain)
          .values({ merchantCode, ...fields })
          .returning();
        return { before: null, after: view(row!), result: view(row!) };
      });
    });
    defineRoute(app, rows.removeMirror, (request) => {
      const id = request.params.id;
      return change(
        actorOf(request),
        'content.mirror.remove',
        `mirror:${id}`,
        request.body.reason ?? '',
        async (tx) => {
          const [before] = await tx.delete(mirrorDomain).where(mine(id)).returning();
          if (!before) throw new AppError('NOT_FOUND', 'No such mirror');
          return { before: view(before), after: null, result: { id, removed: true as const } };
        },
      );
    });
    defineRoute(app, rows.updateMirror, (request) => {
      const { reason, ...fields } = request.body;
      const id = request.params.id;
      const actor = actorOf(request);
      return change(actor, 'content.mirror.update', `mirror:${id}`, reason ?? '', async (tx) => {
        const [before] = await tx.select().from(mirrorDomain).where(mine(id)).for('update');
        if (!before) throw new AppError('NOT_FOUND', 'No such mirror');
        const [after] = await tx.update(mirrorDomain).set(fields).where(mine(id)).returning();
        return { before: view(before), after: view(after!), result: view(after!) };
      });
    });
    const channel = (id: number) =>
      and(eq(customerServiceChannel.merchantCode, merchantCode), eq(customerServiceChannel.id, id));
    defineRoute(app, rows.consoleServiceChannels, async () =>
      (
        await db
          .select()
          .from(customerServiceChannel)
          .where(eq(customerServiceChannel.merchantCode, merchantCode))
          .orderBy(asc(customerServiceChannel.sort), asc(customerServiceChannel.id))
      ).map(channelView),
    );
    defineRoute(app, rows.createServiceChannel, (request) => {
      const { reason, ...fields } = request.body;
      const csType = fields.type === 'EMAIL' ? 'MAIL' : 'URL';
      return change(actorOf(request), 'content.serviceChannel.create', 'service-channel', reason ?? '', async (tx) => {
        const [row] = await tx
          .insert(customerServiceChannel)
          .values({ merchantCode, ...fields, csType })
          .returning();
        return { before: null, after: channelView(row!), result: channelView(row!) };
      });
    });
    defineRoute(app, rows.removeServiceChannel, (request) => {
      const id = request.params.id;
      const target = `service-channel:${id}`;
      return change(
        actorOf(request),
        'content.serviceChannel.remove',
        target,
        request.body.reason ?? '',
        async (tx) => {
          const [before] = await tx.delete(customerServiceChannel).where(channel(id)).returning();
          if (!before) throw new AppError('NOT_FOUND', 'No such customer-service channel');
          return { before: channelView(before), after: null, result: { id, removed: true as const } };
        },
      );
    });
    defineRoute(app, rows.updateServiceChannel, (request) => {
      const { reason, ...fields } = request.body;
      const id = request.params.id;
      const actor = actorOf(request);
      return change(actor, 'content.serviceChannel.update', `service-channel:${id}`, reason ?? '', async (tx) => {
        const [before] = await tx.select().from(customerServiceChannel).where(channel(id)).for('update');
        if (!before) throw new AppError('NOT_FOUND', 'No such customer-service channel');
        // An e-mail channel keeps a mailto: address, and only it does (the site opens it as mail).
        if (fields.path !== undefined && (before.csType === 'MAIL') !== fields.path.startsWith('mailto:'))
          throw validationError([{ path: 'body.path', message: 'validation:invalidLink' }]);
        const [after] = await tx.update(customerServiceChannel).set(fields).where(channel(id)).returning();
        return { before: channelView(before), after: channelView(after!), result: channelView(after!) };
      });
    });
    const brand = eq(merchant.code, merchantCode);
    defineRoute(app, rows.consoleAppLinks, async () => {
      const [row] = await db.select({ resources: merchant.resources }).from(merchant).where(brand);
      if (!row) throw new AppError('NOT_FOUND', 'No such brand');
      return appLinksOf(row.resources);
    });
    // The links sit in the brand's resources (with the logo and social links): the other keys stay.
    defineRoute(app, rows.updateAppLinks, (request) => {
      const { reason, ...fields } = request.body;
      return change(actorOf(request), 'content.appLinks.update', 'app-links', reason ?? '', async (tx) => {
        const [row] = await tx.select({ resources: merchant.resources }).from(merchant).where(brand).for('update');
        if (!row) throw new AppError('NOT_FOUND', 'No such brand');
        const resources = { ...Resources.parse(row.resources), ...fields };
        await tx.update(merchant).set({ resources }).where(brand);
        return { before: appLinksOf(row.resources), after: appLinksOf(resources), result: appLinksOf(resources) };
      });
    });
  };
