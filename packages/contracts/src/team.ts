import { z } from 'zod';
import { IsoDate } from './patterns.js';
import { Money } from './money.js';
import { withDateRange } from './query-fields.js';

/**
 * The agent centre's team (spec §2 agentTeamOverview, registerCenter; issue 21): figures of the
 * agent's team — the agent and every member below it — from the team rollups, by market day.
 */

/** The longest range of the team reports (market days, inclusive). */
export const TEAM_RANGE_MAX_DAYS = 92;

const Username = z
  .string()
  .trim()
  .min(1, 'validation:required')
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/);

const rangeFields = { startDate: IsoDate, endDate: IsoDate };

/** GET /wps/agent/team/overview */
export const TeamOverviewQuery = withDateRange(z.object(rangeFields).strict(), TEAM_RANGE_MAX_DAYS);
export type TeamOverviewQuery = z.infer<typeof TeamOverviewQuery>;

/** GET /wps/agent/team/downlines: `parent` (a member of the agent's team) drills down; none: the agent's own. */
export const TeamDownlinesQuery = withDateRange(
  z.object({ ...rangeFields, parent: Username.optional() }).strict(),
  TEAM_RANGE_MAX_DAYS,
);
export type TeamDownlinesQuery = z.infer<typeof TeamDownlinesQuery>;

/** What a team did over a range; P&L is the members' own result (payouts + bonuses − bets). */
export const TeamFigures = z.object({
  bets: Money,
  validBets: Money,
  payouts: Money,
  bonuses: Money,
  profitLoss: Money,
  deposits: Money,
  depositors: z.number().int(),
  withdrawals: Money,
  activeMembers: z.number().int(),
  rounds: z.number().int(),
});
export type TeamFigures = z.infer<typeof TeamFigures>;

export const TeamDay = TeamFigures.extend({ date: IsoDate });
export type TeamDay = z.infer<typeof TeamDay>;

export const TeamOverview = TeamFigures.extend({
  /** Members below the agent, any depth. */
  teamSize: z.number().int(),
  /** Of them, signed up in the range. */
  newRegistrations: z.number().int(),
  /** Their MAIN balances now (the agent's own included). */
  balance: Money,
  /** Every day of the range, quiet ones as zeros. */
  days: TeamDay.array(),
  /** When the figures were read: closed windows from the rollups, the open ones live. */
  asOf: z.string().nullable(),
});
export type TeamOverview = z.infer<typeof TeamOverview>;

export const TeamDownline = TeamFigures.extend({
  username: z.string(),
  isAgent: z.boolean(),
  /** The downline and the members below it. */
  teamSize: z.number().int(),
  registeredAt: z.string(),
});
export type TeamDownline = z.infer<typeof TeamDownline>;

export const TeamDownlines = z.object({
  /** Whose direct downlines these are (the agent's own username at the top). */
  parent: z.string(),
  list: TeamDownline.array(),
});
export type TeamDownlines = z.infer<typeof TeamDownlines>;

/** GET /wps/agent/invitation: the code a sign-up form takes, and the link that fills it in. */
export const AgentInvitation = z.object({ affiliateCode: z.string(), registerPath: z.string() });
export type AgentInvitation = z.infer<typeof AgentInvitation>;

/** POST /wps/agent/downline (enc): a player or agent account directly below the agent. */
export const DownlineRegisterRequest = z
  .object({
    username: z.string().trim().min(1, 'validation:required').max(64),
    password: z.string().min(1, 'validation:required').max(128),
    confirmPassword: z.string().max(128),
    nickname: z.string().trim().max(40).optional(),
    /** A player (default) or an agent that builds its own team below this one. */
    type: z.enum(['PLAYER', 'AGENT']).default('PLAYER'),
  })
  .strict();
export type DownlineRegisterRequest = z.infer<typeof DownlineRegisterRequest>;

export const DownlineRegistered = z.object({
  username: z.string(),
  registeredAt: z.string(),
  isAgent: z.boolean().default(false),
});
export type DownlineRegistered = z.infer<typeof DownlineRegistered>;
