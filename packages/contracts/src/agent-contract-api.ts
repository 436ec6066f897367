import { z } from 'zod';
import { ContractKind, ContractPeriod, ContractStatus, ContractTier, ContractTierInput } from './agent-contracts.js';

/** The HTTP shapes of agent contracts (issue 21): the agent centre's and the console's. */

const Username = z
  .string()
  .trim()
  .min(1, 'validation:required')
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/);
const Reason = z.string().trim().max(200);

export const ContractIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export type ContractIdParams = z.infer<typeof ContractIdParams>;

/** A contract as both sides and the console see it. `upline` null: offered by the platform. */
export const AgentContract = z.object({
  id: z.number().int(),
  kind: ContractKind,
  status: ContractStatus,
  period: ContractPeriod,
  tiers: ContractTier.array(),
  holder: z.string(),
  upline: z.string().nullable(),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  terminatedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AgentContract = z.infer<typeof AgentContract>;

/** GET /wps/agent/contracts: the agent's own (waiting and in force) and those it gave its direct downlines. */
export const AgentContracts = z.object({
  mine: AgentContract.array(),
  given: AgentContract.array(),
});
export type AgentContracts = z.infer<typeof AgentContracts>;

/**
 * GET /wps/agent/contracts/consolidated — spec §3 consolidated settings as the contract modal
 * reads them: each key is true while an offer of its kind waits for the agent's answer
 * (dailysalreqtype daily salary, divtypereq dividend, contracthoursalreq hourly salary,
 * realtimesalreqtype real-time salary). enableSalary / enableContract (spec §3 session keys):
 * the agent holds a salary contract (any of the three) / a dividend contract in force.
 */
export const ContractFlags = z.object({
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  enableSalary: z.boolean(),
  enableContract: z.boolean(),
});
export type ContractFlags = z.infer<typeof ContractFlags>;

/** Which flag says an offer of a kind waits. */
export const OFFER_FLAG_OF_KIND = {
  DAILY: 'dailysalreqtype',
  DIVIDEND: 'divtypereq',
  HOURLY: 'contracthoursalreq',
  REALTIME: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, keyof ContractFlags>;

/** POST /wps/agent/contracts/offer (to a direct downline agent) and the console's to a top agent. */
export const ContractOfferRequest = z
  .object({
    username: Username,
    kind: ContractKind,
    period: ContractPeriod,
    tiers: ContractTierInput.array().min(1).max(10),
    reason: Reason.optional(),
  })
  .strict();
export type ContractOfferRequest = z.infer<typeof ContractOfferRequest>;

/** A direct downline whose contract ends if the agent accepts lower terms (the lower-rate rule). */
export const AffectedDownline = z.object({
  username: z.string(),
  contractId: z.number().int(),
  status: ContractStatus,
  /** Members below it whose contracts of the kind end with it. */
  descendants: z.number().int(),
});
export type AffectedDownline = z.infer<typeof AffectedDownline>;

/** GET /wps/agent/contracts/:id/preview: what accepting this offer would end. */
export const ContractAcceptPreview = z.object({
  contract: AgentContract,
  /** The contract of the kind in force now, which the offer replaces (null: none). */
  current: AgentContract.nullable(),
  downlines: AffectedDownline.array(),
});
export type ContractAcceptPreview = z.infer<typeof ContractAcceptPreview>;

/** POST /wps/agent/contracts/:id/accept: `confirm` is required when the preview lists downlines. */
export const ContractAcceptRequest = z.object({ confirm: z.boolean().optional() }).strict();
export type ContractAcceptRequest = z.infer<typeof ContractAcceptRequest>;

export const ContractReasonRequest = z.object({ reason: Reason.optional() }).strict();
export type ContractReasonRequest = z.infer<typeof ContractReasonRequest>;

/** POST …/accept: the contract now in force, and how many contracts below ended with it. */
export const ContractAccepted = z.object({ contract: AgentContract, terminated: z.number().int() });
export type ContractAccepted = z.infer<typeof ContractAccepted>;

export const ContractEvent = z.object({
  id: z.number().int(),
  action: z.enum(['OFFER', 'ACCEPT', 'REJECT', 'TERMINATE', 'SUPERSEDE', 'CASCADE']),
  actorKind: z.enum(['member', 'staff', 'system']),
  actor: z.string().nullable(),
  oldTerms: ContractTier.array().nullable(),
  newTerms: ContractTier.array().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type ContractEvent = z.infer<typeof ContractEvent>;

/** GET /console/api/agent-contracts: top agents' contracts (or one member's with `username`). */
export const ConsoleContractQuery = z
  .object({ username: Username.optional(), kind: ContractKind.optional(), status: ContractStatus.optional() })
  .strict();
export type ConsoleContractQuery = z.infer<typeof ConsoleContractQuery>;

export const ConsoleContracts = z.object({ list: AgentContract.array() });
export type ConsoleContracts = z.infer<typeof ConsoleContracts>;

export const ContractEvents = z.object({ contract: AgentContract, events: ContractEvent.array() });
export type ContractEvents = z.infer<typeof ContractEvents>;
