import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.js';
import { createCashierFigures } from '../cashier/cashier-figures.js';
import { createAgentTreeConsole } from '../identity/member/agent-tree-console.js';
import { createMemberDirectory } from '../identity/member/member-directory.js';
import { createMemberFigures } from '../identity/member/member-figures.js';
import { createTeamMemberList } from '../identity/member/team-members.js';
import { createPlayTeamRounds } from '../play/play-team-rounds.js';
import { createWalletTeamRecords } from '../wallet/wallet-team-records.js';
import { createPlayFigures } from '../play/play-figures.js';
import { createWalletFigures } from '../wallet/wallet-figures.js';
import { createTeamConsole, teamConsoleRoutes } from './team-console.js';
import { teamRollupJob } from './team-jobs.js';
import { createTeamRepository } from './team-repository.js';
import { createTeamRollupService, type TeamRollupService } from './team-rollup-service.js';
import { teamReportRoutes } from './team-report-routes.js';
import { createTeamReportService } from './team-report-service.js';
import { teamRoutes } from './team-routes.js';
import { createTeamService } from './team-service.js';

/** The team rollups (their job) and the agent centre's team routes. */
export async function mountTeam(
  app: FastifyInstance,
  deps: { db: Db; merchantCode: string; timeZone: string; clock: () => Date },
): Promise<TeamRollupService> {
  const { db, merchantCode, timeZone } = deps;
  const repo = createTeamRepository(db, merchantCode);
  const members = createMemberFigures(db, merchantCode);
  const wallet = createWalletFigures(db, merchantCode);
  const rollups = createTeamRollupService({
    db,
    repo,
    timeZone,
    play: createPlayFigures(db, merchantCode),
    cashier: createCashierFigures(db, merchantCode),
    wallet,
    members,
  });
  app.jobs.register(teamRollupJob(rollups));
  const team = createTeamService({
    merchantCode,
    timeZone,
    repo,
    directory: createMemberDirectory(db),
    members,
    wallet,
    openWindows: (now) => rollups.openWindows(now),
    clock: deps.clock,
  });
  await app.register(teamRoutes(team));
  const reports = createTeamReportService({
    merchantCode,
    timeZone,
    repo,
    directory: createMemberDirectory(db),
    members,
    list: createTeamMemberList(db, merchantCode),
    rounds: createPlayTeamRounds(db, merchantCode),
    records: createWalletTeamRecords(db, merchantCode),
    openWindows: (now) => rollups.openWindows(now),
    clock: deps.clock,
  });
  await app.register(teamReportRoutes(reports));
  const teamConsole = createTeamConsole({
    merchantCode,
    timeZone,
    repo,
    team,
    directory: createMemberDirectory(db),
    list: createTeamMemberList(db, merchantCode),
    agents: createAgentTreeConsole(db, merchantCode),
    openWindows: (now) => rollups.openWindows(now),
    clock: deps.clock,
  });
  await app.register(teamConsoleRoutes(teamConsole));
  return rollups;
}
