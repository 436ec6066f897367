import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@fortuna/contracts/endpoints';
import type { Db } from '../../../platform/db.js';
import { defineRoute } from '../../../platform/define-route.js';
import { currentStaff } from '../../../platform/staff-auth.js';
import { approvalActorOf } from '../../approvals/approvals-module.js';
import { createLotteryConsoleRepository } from './lottery-console-repository.js';
import { createLotteryConsole, type LotteryActor, type LotteryVoider } from './lottery-console-service.js';
import { createLotteryResultEntry, type LotteryResultRecorder } from './lottery-result-entry.js';

const rows = endpoints.console;

const actorOf = (request: FastifyRequest): LotteryActor => ({
  username: currentStaff(request).username,
  ip: request.ip,
});

export type LotteryConsoleRouteDeps = {
  db: Db;
  clock: () => Date;
  merchantCode: string;
  timeZone: () => string;
  /** The core's effects, each in the console's transaction: a void (refunds) and a confirmed result. */
  voidIssue: LotteryVoider;
  recordResult: LotteryResultRecorder;
};

/** The console's Lottery API (lottery.manage): games, issues, four-eyes results, exposure, P&L. */
export const lotteryConsoleRoutes =
  (deps: LotteryConsoleRouteDeps): FastifyPluginAsync =>
  async (app) => {
    const { auditChain, approvals } = app.services;
    const repo = createLotteryConsoleRepository(deps.merchantCode);
    const results = createLotteryResultEntry({ ...deps, repo, approvals, auditChain });
    const lottery = createLotteryConsole({
      ...deps,
      repo,
      auditChain,
      pendingResultOf: (issueId) => results.pendingOf(issueId),
    });

    defineRoute(app, rows.lotteryGames, () => lottery.games());
    defineRoute(app, rows.updateLotteryGame, (request) =>
      lottery.updateGame(actorOf(request), request.params.id, request.body),
    );
    defineRoute(app, rows.lotteryIssues, (request) => lottery.issues(request.query));
    defineRoute(app, rows.lotteryIssue, (request) => lottery.issue(request.params.id));
    defineRoute(app, rows.voidLotteryIssue, (request) =>
      lottery.voidIssue(actorOf(request), request.params.id, request.body.reason),
    );
    defineRoute(app, rows.lotteryExposure, (request) => lottery.exposure(request.query.gameId, request.query.issueId));
    defineRoute(app, rows.lotteryPnl, (request) => lottery.pnl(request.query.gameId, request.query.date));
    defineRoute(app, rows.lotteryResults, (request) => results.list(approvalActorOf(request), request.query));
    defineRoute(app, rows.enterLotteryResult, (request) => results.enter(approvalActorOf(request), request.body));
    defineRoute(app, rows.confirmLotteryResult, (request) =>
      results.confirm(approvalActorOf(request), request.params.id, request.body.reason),
    );
    defineRoute(app, rows.rejectLotteryResult, (request) =>
      results.reject(approvalActorOf(request), request.params.id, request.body.reason),
    );
    defineRoute(app, rows.cancelLotteryResult, (request) =>
      results.cancel(approvalActorOf(request), request.params.id, request.body.reason),
    );
  };
