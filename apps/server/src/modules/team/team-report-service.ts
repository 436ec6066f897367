import {
  formatMinor,
  isAgentType,
  marketDayRange,
  pageOf,
  type TeamBets,
  type TeamBetsQuery,
  type TeamMembers,
  type TeamMembersQuery,
  type TeamProfit,
  type TeamProfitQuery,
  type TeamProfitRow,
  type TeamTransactions,
  type TeamTransactionsQuery,
} from '@fortuna/contracts';
import { AppError } from '../../platform/errors.js';
import type { MemberDirectory, MemberSummary } from '../identity/member/member-directory.js';
import type { MemberFigures } from '../identity/member/member-figures.js';
import type { TeamMemberList } from '../identity/member/team-members.js';
import type { PlayTeamRounds } from '../play/play-team-rounds.js';
import type { WalletTeamRecords } from '../wallet/wallet-team-records.js';
import { ACTIVE_VALID_BET } from './team-fns.js';
import type { OpenWindowRow, TeamRepository, TeamSums } from './team-repository.js';
import { EMPTY, teamFigures } from './team-service.js';

export type TeamReportDeps = {
  merchantCode: string;
  timeZone: string;
  repo: TeamRepository;
  directory: Pick<MemberDirectory, 'inBrandById' | 'byUsername'>;
  members: Pick<MemberFigures, 'team'>;
  list: TeamMemberList;
  rounds: PlayTeamRounds;
  records: WalletTeamRecords;
  openWindows: (now: Date) => Promise<OpenWindowRow[]>;
  clock: () => Date;
};

/** Search and the active filter look at this many members at most (the tree levels are listed whole). */
const SEARCH_LIMIT = 1000;
const levelOf = (agentPath: string, path: string) => path.split('/').length - agentPath.split('/').length;

const profitRow = (s: TeamSums) => ({
  rounds: s.rounds,
  bets: formatMinor(s.bets),
  validBets: formatMinor(s.validBets),
  payouts: formatMinor(s.payouts),
  bonuses: formatMinor(s.bonuses),
  profitLoss: formatMinor(s.profitLoss),
});

/**
 * The agent centre's team reports: management (tree levels, search, figures), betting, P&L and
 * money lines. A team is the agent and everyone below it; a member outside it is NOT_FOUND.
 */
export function createTeamReportService(deps: TeamReportDeps) {
  const { merchantCode, timeZone, repo, directory } = deps;

  async function agentOf(agentId: number): Promise<MemberSummary> {
    const agent = await directory.inBrandById(merchantCode, agentId);
    if (!agent || !isAgentType(agent.type)) throw new AppError('FORBIDDEN');
    return agent;
  }
  /** A member of the agent's team by username (the agent itself included), else NOT_FOUND. */
  async function inTeam(agent: MemberSummary, username: string): Promise<MemberSummary> {
    const member = await directory.byUsername(merchantCode, username);
    if (!member || !member.path.startsWith(agent.path)) throw new AppError('NOT_FOUND');
    return member;
  }
  const window = async (q: { startDate: string; endDate: string }) => ({
    ...marketDayRange(q.startDate, q.endDate, timeZone),
    open: await deps.openWindows(deps.clock()),
  });

  return {
    async members(agentId: number, q: TeamMembersQuery): Promise<TeamMembers> {
      const agent = await agentOf(agentId);
      const parent = q.parent ? await inTeam(agent, q.parent) : agent;
      const { from, to, open } = await window(q);
      const searching = Boolean(q.keyword);
      let rows = await deps.list.list(
        agent.path,
        { parentId: searching ? undefined : parent.id, keyword: q.keyword, kind: q.kind },
        SEARCH_LIMIT,
      );
      if (q.active !== 'ALL') {
        const own = await repo.memberSums(agent.path, from, to, ACTIVE_VALID_BET, open, rows, true);
        const want = q.active === 'ACTIVE';
        rows = rows.filter((r) => (own.get(r.id)?.validBets ?? 0n) >= ACTIVE_VALID_BET === want);
      }
      const page = rows.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
      const [team, own, balances, trail] = await Promise.all([
        repo.memberSums(agent.path, from, to, ACTIVE_VALID_BET, open, page, false),
        repo.memberSums(agent.path, from, to, ACTIVE_VALID_BET, open, page, true),
        deps.records.mainBalances(page.map((r) => r.id)),
        searching ? Promise.resolve([agent.username]) : deps.list.trail(agent.path, parent.path),
      ]);
      const list = page.map((r) => ({
        username: r.username,
        nickname: r.nickname,
        isAgent: isAgentType(r.type),
        level: levelOf(agent.path, r.path),
        upline: r.upline,
        teamSize: r.teamSize,
        active: (own.get(r.id)?.validBets ?? 0n) >= ACTIVE_VALID_BET,
        balance: formatMinor(balances.get(r.id) ?? 0n),
        registeredAt: r.createdAt.toISOString(),
        ...teamFigures(team.get(r.id) ?? EMPTY),
      }));
      return { ...pageOf(list, q, rows.length), trail };
    },

    async bets(agentId: number, q: TeamBetsQuery): Promise<TeamBets> {
      const agent = await agentOf(agentId);
      const { from, to } = marketDayRange(q.startDate, q.endDate, timeZone);
      const memberIds = q.username
        ? [(await inTeam(agent, q.username)).id]
        : (await deps.members.team(agent.path, from, to)).ids;
      const filter = { memberIds, from, to, gameType: q.gameType };
      const [rows, totals, gameTypes] = await Promise.all([
        deps.rounds.page(filter, q.pageSize, (q.pageNo - 1) * q.pageSize),
        deps.rounds.totals(filter),
        deps.rounds.gameTypes(filter),
      ]);
      const names = await deps.list.namesOf([...new Set(rows.map((r) => Number(r.member_id)))]);
      const list = rows.map((r) => {
        const bet = BigInt(r.bet_amount);
        const payout = BigInt(r.payout);
        return {
          roundId: r.round_id,
          username: names.get(Number(r.member_id))?.username ?? '',
          time: new Date(r.started_at).toISOString(),
          vendorName: r.vendor_name ?? r.vassalage,
          gameType: r.game_type,
          gameName: r.game_name,
          betAmount: formatMinor(bet),
          validBet: formatMinor(BigInt(r.valid_bet)),
          payout: formatMinor(payout),
          profit: formatMinor(r.status === 'SETTLED' ? payout - bet : 0n),
          status: r.status,
        };
      });
      return {
        ...pageOf(list, q, Number(totals.rounds)),
        totals: {
          rounds: Number(totals.rounds),
          betAmount: formatMinor(BigInt(totals.bet)),
          validBet: formatMinor(BigInt(totals.valid)),
          payout: formatMinor(BigInt(totals.payout)),
          profit: formatMinor(BigInt(totals.profit)),
        },
        gameTypes,
      };
    },

    async profit(agentId: number, q: TeamProfitQuery): Promise<TeamProfit> {
      const agent = await agentOf(agentId);
      const { from, to, open } = await window(q);
      if (q.view === 'TEAM') {
        // Each direct downline's team, of the agent or of `username` (a member of its team).
        const parent = q.username ? await inTeam(agent, q.username) : agent;
        const rows = await deps.list.list(agent.path, { parentId: parent.id, kind: 'ALL' }, SEARCH_LIMIT);
        const page = rows.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
        const [sums, all] = await Promise.all([
          repo.memberSums(agent.path, from, to, ACTIVE_VALID_BET, open, page, false),
          repo.teamSums(parent.path, from, to, ACTIVE_VALID_BET, open),
        ]);
        const parentOwn = await repo.memberSums(agent.path, from, to, ACTIVE_VALID_BET, open, [parent], true);
        const list: TeamProfitRow[] = page.map((r) => ({
          username: r.username,
          isAgent: isAgentType(r.type),
          teamSize: r.teamSize,
          ...profitRow(sums.get(r.id) ?? EMPTY),
        }));
        // The totals are the downlines' teams: the parent's own play left out.
        const mine = parentOwn.get(parent.id) ?? EMPTY;
        const below: TeamSums = {
          ...all,
          rounds: all.rounds - mine.rounds,
          bets: all.bets - mine.bets,
          validBets: all.validBets - mine.validBets,
          payouts: all.payouts - mine.payouts,
          bonuses: all.bonuses - mine.bonuses,
          profitLoss: all.profitLoss - mine.profitLoss,
        };
        return { ...pageOf(list, q, rows.length), totals: profitRow(below) };
      }
      const only = q.username ? (await inTeam(agent, q.username)).id : undefined;
      const offset = (q.pageNo - 1) * q.pageSize;
      const page = await repo.memberPage(agent.path, from, to, open, q.pageSize, offset, only);
      const names = await deps.list.namesOf(page.rows.map((r) => r.memberId));
      const list: TeamProfitRow[] = page.rows.map((r) => {
        const who = names.get(r.memberId);
        return { username: who?.username ?? '', isAgent: isAgentType(who?.type ?? 0), teamSize: 1, ...profitRow(r) };
      });
      return { ...pageOf(list, q, page.total), totals: profitRow(page.totals) };
    },

    async transactions(agentId: number, q: TeamTransactionsQuery): Promise<TeamTransactions> {
      const agent = await agentOf(agentId);
      const { from, to } = marketDayRange(q.startDate, q.endDate, timeZone);
      const memberIds = q.username
        ? [(await inTeam(agent, q.username)).id]
        : (await deps.members.team(agent.path, from, to)).ids;
      const filter = { memberIds, from, to, type: q.type };
      const [lines, sums] = await Promise.all([
        deps.records.lines(filter, q.pageSize, (q.pageNo - 1) * q.pageSize),
        deps.records.sums(filter),
      ]);
      const names = await deps.list.namesOf([...new Set(lines.map((l) => l.memberId))]);
      const list = lines.map((l) => ({
        id: l.id,
        username: names.get(l.memberId)?.username ?? '',
        time: l.time.toISOString(),
        type: l.type,
        amount: formatMinor(l.amount),
        balanceAfter: formatMinor(l.balanceAfter),
      }));
      const total = sums.reduce((n, s) => n + s.count, 0);
      return {
        ...pageOf(list, q, total),
        totals: sums.map((s) => ({ type: s.type, count: s.count, amount: formatMinor(s.amount) })),
      };
    },
  };
}
export type TeamReportService = ReturnType<typeof createTeamReportService>;
