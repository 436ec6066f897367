import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db.js';
import { endpoints } from '@fortuna/contracts/endpoints';
import { defineRoute } from '../../platform/define-route.js';
import { currentStaff } from '../../platform/staff-auth.js';
import { createCatalogueImportJobs } from './catalogue-import-jobs.js';
import { createGamesConsole, type GamesActor } from './games-console-service.js';
import { CATALOGUE_CHANGED } from './games-service.js';

const rows = endpoints.console;

const actorOf = (request: FastifyRequest): GamesActor => ({ username: currentStaff(request).username, ip: request.ip });

/** The console's Games API (games.manage): vendors, games and the catalogue import. */
export const gamesConsoleRoutes =
  ({ db, clock }: { db: Db; clock: () => Date }): FastifyPluginAsync =>
  async (app) => {
    const { games, auditChain } = app.services;
    /** After a commit: this instance's caches go now, the others' when they hear the notice. */
    const changed = async () => {
      games.invalidate();
      try {
        await app.events.publish(CATALOGUE_CHANGED, 'console');
      } catch (error) {
        // Committed already: the other instances catch up when their caches expire.
        app.log.warn({ err: error }, 'catalogue change notice not sent');
      }
    };
    const edits = createGamesConsole({ db, clock, auditChain, changed });
    const imports = createCatalogueImportJobs({ db, clock, auditChain, changed });
    app.addHook('onClose', () => imports.settled());

    defineRoute(app, rows.gameVendors, () => edits.vendors());
    defineRoute(app, rows.updateGameVendor, (request) =>
      edits.updateVendor(actorOf(request), request.params, request.body),
    );
    defineRoute(app, rows.consoleGames, (request) => edits.games(request.query));
    defineRoute(app, rows.updateConsoleGame, (request) =>
      edits.updateGame(actorOf(request), request.params.nodeId, request.body),
    );
    defineRoute(app, rows.bulkGameStatus, (request) => edits.bulkStatus(actorOf(request), request.body));
    defineRoute(app, rows.previewCatalogueImport, (request) =>
      imports.preview(actorOf(request), request.body.format, request.body.content),
    );
    defineRoute(app, rows.applyCatalogueImport, (request) =>
      imports.apply(actorOf(request), request.params.id, request.body.reason),
    );
    defineRoute(app, rows.catalogueImport, (request) => imports.job(request.params.id));
  };
