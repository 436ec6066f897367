import {
  formatMinor,
  isAgentType,
  marketDayRange,
  type TeamDay,
  type TeamDownlines,
  type TeamDownlinesQuery,
  type TeamFigures,
  type TeamOverview,
  type TeamOverviewQuery,
} from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import type { MemberDirectory, MemberSummary } from '../identity/member/member-directory.js';
import type { MemberFigures } from '../identity/member/member-figures.js';
import type { WalletFigures } from '../wallet/wallet-figures.js';
import { ACTIVE_VALID_BET } from './team-fns.js';
import type { OpenWindowRow, TeamRepository, TeamSums } from './team-repository.js';

export type TeamServiceDeps = {
  merchantCode: string;
  timeZone: string;
  repo: TeamRepository;
  directory: Pick<MemberDirectory, 'inBrandById' | 'byUsername'>;
  members: Pick<MemberFigures, 'team' | 'directDownlines'>;
  wallet: Pick<WalletFigures, 'mainBalanceOf'>;
  /** The rows of the windows not closed yet (the rollups' open tail). */
  openWindows: (now: Date) => Promise<OpenWindowRow[]>;
  clock: () => Date;
};

export const EMPTY: TeamSums = {
  rounds: 0,
  bets: 0n,
  validBets: 0n,
  payouts: 0n,
  deposits: 0n,
  withdrawals: 0n,
  bonuses: 0n,
  profitLoss: 0n,
  activeMembers: 0,
  depositors: 0,
};

export const teamFigures = (s: TeamSums): TeamFigures => ({
  bets: formatMinor(s.bets),
  validBets: formatMinor(s.validBets),
  payouts: formatMinor(s.payouts),
  bonuses: formatMinor(s.bonuses),
  profitLoss: formatMinor(s.profitLoss),
  deposits: formatMinor(s.deposits),
  depositors: s.depositors,
  withdrawals: formatMinor(s.withdrawals),
  activeMembers: s.activeMembers,
  rounds: s.rounds,
});

/** Every calendar date of [startDate, endDate]. */
export function datesOf(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * The agent centre's team reports, read from the team rollups: a team is the agent and every
 * member below it (member.path prefix), so an agent only ever reads its own subtree.
 */
export function createTeamService(deps: TeamServiceDeps) {
  const { merchantCode, timeZone, repo, directory } = deps;

  async function agentOf(agentId: number): Promise<MemberSummary> {
    const agent = await directory.inBrandById(merchantCode, agentId);
    if (!agent || !isAgentType(agent.type)) throw new AppError('FORBIDDEN');
    return agent;
  }

  return {
    async overview(agentId: number, query: TeamOverviewQuery): Promise<TeamOverview> {
      const agent = await agentOf(agentId);
      const { from, to } = marketDayRange(query.startDate, query.endDate, timeZone);
      const open = await deps.openWindows(deps.clock());
      const [sums, days, team] = await Promise.all([
        repo.teamSums(agent.path, from, to, ACTIVE_VALID_BET, open),
        repo.teamDays(agent.path, from, to, timeZone, ACTIVE_VALID_BET, open),
        deps.members.team(agent.path, from, to),
      ]);
      const byDay = new Map(days.map((d) => [d.day, d]));
      const series: TeamDay[] = datesOf(query.startDate, query.endDate).map((date) => ({
        date,
        ...teamFigures(byDay.get(date) ?? EMPTY),
      }));
      return {
        ...teamFigures(sums),
        teamSize: team.ids.length - 1,
        newRegistrations: team.newRegistrations,
        balance: formatMinor(await deps.wallet.mainBalanceOf(team.ids)),
        days: series,
        asOf: deps.clock().toISOString(),
      };
    },

    /** The direct downlines of the agent, or of `parent` when it is in the agent's team (else NOT_FOUND). */
    async downlines(agentId: number, query: TeamDownlinesQuery): Promise<TeamDownlines> {
      const agent = await agentOf(agentId);
      const parent = query.parent ? await directory.byUsername(merchantCode, query.parent) : agent;
      if (!parent || !parent.path.startsWith(agent.path)) throw new AppError('NOT_FOUND');
      const { from, to } = marketDayRange(query.startDate, query.endDate, timeZone);
      const open = await deps.openWindows(deps.clock());
      const [list, sums] = await Promise.all([
        deps.members.directDownlines(parent.id),
        repo.downlineSums(parent.path, from, to, ACTIVE_VALID_BET, open),
      ]);
      return {
        parent: parent.username,
        list: list.map((d) => ({
          username: d.username,
          isAgent: isAgentType(d.type),
          teamSize: d.teamSize,
          registeredAt: d.createdAt.toISOString(),
          ...teamFigures(sums.get(d.id) ?? EMPTY),
        })),
      };
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
