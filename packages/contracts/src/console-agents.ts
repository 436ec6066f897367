import { z } from 'zod';
import { IsoDate } from './patterns.js';
import { withDateRange } from './query-fields.js';
import { TEAM_RANGE_MAX_DAYS, TeamFigures, TeamOverview } from './team.js';

/**
 * The console's agent pages (issue 21, permission agents.manage): the agent tree — top agents,
 * then any member's direct downlines, each with its team's size and figures over market days —
 * and one agent's team report by day. Figures come from the team rollups, as the agent centre's.
 */

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const rangeFields = { startDate: IsoDate, endDate: IsoDate };

/** GET /console/api/agents/tree: `parentId` drills down (none: the top agents); `q` finds agents by username start. */
export const ConsoleAgentTreeQuery = withDateRange(
  z
    .object({
      ...rangeFields,
      parentId: Id.optional(),
      q: z.string().trim().min(1).max(32).optional(),
    })
    .strict(),
  TEAM_RANGE_MAX_DAYS,
);
export type ConsoleAgentTreeQuery = z.infer<typeof ConsoleAgentTreeQuery>;

/** A member on the way from the top agent down (the top first). */
export const ConsoleAgentStep = z.object({ id: z.number().int(), username: z.string() });
export type ConsoleAgentStep = z.infer<typeof ConsoleAgentStep>;

export const ConsoleAgentNode = TeamFigures.extend({
  id: z.number().int(),
  username: z.string(),
  isAgent: z.boolean(),
  /** The member and everyone below it. */
  teamSize: z.number().int(),
  registeredAt: z.string(),
  /** Search results only: the members above it, the top first. */
  trail: ConsoleAgentStep.array().optional(),
});
export type ConsoleAgentNode = z.infer<typeof ConsoleAgentNode>;

export const ConsoleAgentTree = z.object({
  /** Whose downlines these are, with its trail (itself last); null: the top agents, or a search. */
  parent: z.object({ id: z.number().int(), username: z.string(), trail: ConsoleAgentStep.array() }).nullable(),
  nodes: ConsoleAgentNode.array(),
  /** More matched than listed (at most CONSOLE_AGENT_TREE_LIMIT). */
  truncated: z.boolean(),
});
export type ConsoleAgentTree = z.infer<typeof ConsoleAgentTree>;

/** At most this many nodes in one answer (a level or a search). */
export const CONSOLE_AGENT_TREE_LIMIT = 200;

export const ConsoleAgentParams = z.object({ id: Id });

/** GET /console/api/agents/:id/report */
export const ConsoleAgentReportQuery = withDateRange(z.object(rangeFields).strict(), TEAM_RANGE_MAX_DAYS);
export type ConsoleAgentReportQuery = z.infer<typeof ConsoleAgentReportQuery>;

/** One agent's team over the range, with each day (the agent centre's overview, for any agent). */
export const ConsoleAgentReport = TeamOverview.extend({
  id: z.number().int(),
  username: z.string(),
  trail: ConsoleAgentStep.array(),
});
export type ConsoleAgentReport = z.infer<typeof ConsoleAgentReport>;
