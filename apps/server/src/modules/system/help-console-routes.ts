import type { ConsoleHelpArticle, UpdateHelpArticle } from '@fortuna/contracts';
import { endpoints } from '@fortuna/contracts/endpoints';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.js';
import { defineRoute } from '../../platform/define-route.js';
import { AppError } from '../../platform/errors.js';
import { currentStaff } from '../../platform/staff-auth.js';
import { helpArticle } from './system-tables.js';

const rows = endpoints.console;
type HelpRow = typeof helpArticle.$inferSelect;

const view = ({ merchantCode: _merchant, ...row }: HelpRow): ConsoleHelpArticle => row;

/**
 * The console's help-centre articles (content.manage): list and update, each update committed with
 * its audit-chain entry. The site's help call reads the table on each request: nothing to invalidate.
 */
export const helpConsoleRoutes =
  ({ db }: { db: Db }): FastifyPluginAsync =>
  async (app) => {
    const merchantCode = app.config.merchantCode;
    const { auditChain } = app.services;
    const mine = (id: number) => and(eq(helpArticle.merchantCode, merchantCode), eq(helpArticle.id, id));

    async function update(request: FastifyRequest, id: number, body: UpdateHelpArticle) {
      const { reason, ...fields } = body;
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(helpArticle).where(mine(id)).for('update');
        if (!before) throw new AppError('NOT_FOUND', 'No such help article');
        const [after] = await tx.update(helpArticle).set(fields).where(mine(id)).returning();
        await auditChain.append(
          {
            actorKind: 'staff',
            actor: currentStaff(request).username,
            action: 'content.help.update',
            target: `help:${id}`,
            before: view(before),
            after: view(after!),
            ...(reason ? { reason } : {}),
            ip: request.ip,
          },
          tx,
        );
        return view(after!);
      });
    }

    defineRoute(app, rows.consoleHelpArticles, async (request) => {
      const where = [eq(helpArticle.merchantCode, merchantCode)];
      if (request.query.lang) where.push(eq(helpArticle.lang, request.query.lang));
      const found = await db
        .select()
        .from(helpArticle)
        .where(and(...where))
        .orderBy(asc(helpArticle.lang), asc(helpArticle.sort), asc(helpArticle.id));
      return found.map(view);
    });
    defineRoute(app, rows.updateHelpArticle, (request) => update(request, request.params.id, request.body));
  };
