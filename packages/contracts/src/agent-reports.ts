import { z } from 'zod';
import { paged } from './envelope.js';
import { Money } from './money.js';
import { IsoDate } from './patterns.js';
import { pageFields, withDateRange } from './query-fields.js';
import { TEAM_RANGE_MAX_DAYS, TeamFigures } from './team.js';

/**
 * The agent centre's team reports (spec §2 downlineManagmentView, personalHistoryCopy,
 * palStatementsAgentCopy, agentDownlineTransactionDetailsCopy; issue 21). Every one reads only
 * the calling agent's own team (the agent and every member below it); a member outside it is 404.
 */

const Username = z
  .string()
  .trim()
  .min(1, 'validation:required')
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/);
/** A username's beginning (search). */
const Keyword = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9_]*$/);
const range = { startDate: IsoDate, endDate: IsoDate };

// ---------------------------------------------------------------------------------------------
// Team management (downlineManagmentView)
// ---------------------------------------------------------------------------------------------

export const MemberKindFilter = z.enum(['ALL', 'AGENT', 'PLAYER']);
export type MemberKindFilter = z.infer<typeof MemberKindFilter>;
export const ActiveFilter = z.enum(['ALL', 'ACTIVE', 'INACTIVE']);
export type ActiveFilter = z.infer<typeof ActiveFilter>;

/**
 * GET /wps/agent/team/members: the direct downlines of `parent` (the agent's own without it), or
 * with `keyword` the team's members at any depth whose username starts with it; `active` is the
 * member's own valid bets over the range reaching the active threshold.
 */
export const TeamMembersQuery = withDateRange(
  z
    .object({
      ...range,
      parent: Username.optional(),
      keyword: Keyword.optional(),
      kind: MemberKindFilter.default('ALL'),
      active: ActiveFilter.default('ALL'),
      ...pageFields,
    })
    .strict(),
  TEAM_RANGE_MAX_DAYS,
);
export type TeamMembersQuery = z.infer<typeof TeamMembersQuery>;

/** One member with its team's figures over the range (itself and everyone below it). */
export const TeamMember = TeamFigures.extend({
  username: z.string(),
  nickname: z.string().nullable(),
  isAgent: z.boolean(),
  /** Levels below the calling agent (1 = direct downline). */
  level: z.number().int(),
  /** Its direct upline's username. */
  upline: z.string(),
  /** The member and everyone below it. */
  teamSize: z.number().int(),
  /** The member's own valid bets reached the active threshold over the range. */
  active: z.boolean(),
  balance: Money,
  registeredAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamMembers = paged(TeamMember).extend({
  /** The agent down to `parent` (the drill-down trail); only the agent without a parent. */
  trail: z.array(z.string()),
});
export type TeamMembers = z.infer<typeof TeamMembers>;

// ---------------------------------------------------------------------------------------------
// Team betting (personalHistoryCopy in the agent centre)
// ---------------------------------------------------------------------------------------------

export const TeamBetsQuery = withDateRange(
  z
    .object({
      ...range,
      username: Username.optional(),
      gameType: z
        .string()
        .regex(/^[A-Z]{2,12}$/)
        .optional(),
      ...pageFields,
    })
    .strict(),
  TEAM_RANGE_MAX_DAYS,
);
export type TeamBetsQuery = z.infer<typeof TeamBetsQuery>;

export const TeamBet = z.object({
  roundId: z.string(),
  username: z.string(),
  time: z.string(),
  vendorName: z.string(),
  gameType: z.string(),
  gameName: z.string(),
  betAmount: Money,
  validBet: Money,
  payout: Money,
  profit: Money,
  status: z.enum(['OPEN', 'SETTLED', 'ROLLED_BACK']),
});
export type TeamBet = z.infer<typeof TeamBet>;

export const TeamBets = paged(TeamBet).extend({
  totals: z.object({ rounds: z.number().int(), betAmount: Money, validBet: Money, payout: Money, profit: Money }),
  /** The game categories the team played in the range (the game filter's choices). */
  gameTypes: z.array(z.string()),
});
export type TeamBets = z.infer<typeof TeamBets>;

// ---------------------------------------------------------------------------------------------
// User profit and loss (palStatementsAgentCopy)
// ---------------------------------------------------------------------------------------------

/** MEMBER: each member's own figures; TEAM: each direct downline's team (of `parent`, default the agent). */
export const ProfitView = z.enum(['MEMBER', 'TEAM']);
export type ProfitView = z.infer<typeof ProfitView>;

export const TeamProfitQuery = withDateRange(
  z.object({ ...range, view: ProfitView.default('MEMBER'), username: Username.optional(), ...pageFields }).strict(),
  TEAM_RANGE_MAX_DAYS,
);
export type TeamProfitQuery = z.infer<typeof TeamProfitQuery>;

/** P&L is the members' own result (payouts + bonuses − bets): negative means the team lost. */
export const TeamProfitRow = z.object({
  username: z.string(),
  isAgent: z.boolean(),
  teamSize: z.number().int(),
  rounds: z.number().int(),
  bets: Money,
  validBets: Money,
  payouts: Money,
  bonuses: Money,
  profitLoss: Money,
});
export type TeamProfitRow = z.infer<typeof TeamProfitRow>;

export const TeamProfit = paged(TeamProfitRow).extend({
  totals: TeamProfitRow.omit({ username: true, isAgent: true, teamSize: true }),
});
export type TeamProfit = z.infer<typeof TeamProfit>;

// ---------------------------------------------------------------------------------------------
// Downline transaction details (agentDownlineTransactionDetailsCopy)
// ---------------------------------------------------------------------------------------------

export const TEAM_TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'ADJUSTMENT'] as const;
export const TeamTransactionType = z.enum(TEAM_TRANSACTION_TYPES);
export type TeamTransactionType = z.infer<typeof TeamTransactionType>;

export const TeamTransactionsQuery = withDateRange(
  z.object({ ...range, username: Username.optional(), type: TeamTransactionType.optional(), ...pageFields }).strict(),
  TEAM_RANGE_MAX_DAYS,
);
export type TeamTransactionsQuery = z.infer<typeof TeamTransactionsQuery>;

/** One money movement of a team member's main wallet; the sign says in or out. */
export const TeamTransaction = z.object({
  id: z.string(),
  username: z.string(),
  time: z.string(),
  type: TeamTransactionType,
  amount: Money,
  balanceAfter: Money,
});
export type TeamTransaction = z.infer<typeof TeamTransaction>;

export const TeamTransactions = paged(TeamTransaction).extend({
  /** Over the whole filter: money in and out per type. */
  totals: z.array(z.object({ type: TeamTransactionType, count: z.number().int(), amount: Money })),
});
export type TeamTransactions = z.infer<typeof TeamTransactions>;
