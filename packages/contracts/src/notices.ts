import { z } from 'zod';
import { pageFields } from './query-fields.js';
import { Money } from './money.js';
import { BalanceSummary } from './wallet.js';
import { Whitelabel } from './system.js';
import { LanguageCode } from './games.js';
import { CredentialChange } from './account.js';

/**
 * Member notices (spec §4 "Deposit and withdrawal notices": credited, approved, rejected,
 * failed). The server stores a kind and its parameters; the web app writes the text in the
 * member's language, so a notice reads right after a language switch.
 */
export const NOTICE_KINDS = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_APPROVED',
  'DEPOSIT_REJECTED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'SECURITY_LOCK',
  'SECURITY_CHANGED',
  // A message staff wrote in the operator console (its own subject and text, not translated).
  'STAFF_MESSAGE',
  // An agent contract changed (issue 21): params contractKind, contractAction, counterpart.
  'CONTRACT',
] as const;
export const NoticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKind>;

export const NoticeParams = z.object({
  orderNo: z.string().optional(),
  amount: Money.optional(),
  note: z.string().optional(),
  /** SECURITY_LOCK: which code was locked (an attempt kind) and until when (ISO time). */
  lock: z.string().optional(),
  until: z.string().optional(),
  /** SECURITY_CHANGED: what changed, and (ISO) when withdrawals open again when they wait. */
  change: CredentialChange.optional(),
  openAt: z.string().optional(),
  /** STAFF_MESSAGE: what staff wrote. */
  subject: z.string().optional(),
  text: z.string().optional(),
  /** CONTRACT: the kind (DAILY, HOURLY, REALTIME, DIVIDEND), what happened (the text's context) and the other side. */
  contractKind: z.string().optional(),
  contractAction: z.string().optional(),
  counterpart: z.string().optional(),
});
export type NoticeParams = z.infer<typeof NoticeParams>;

export const MemberMessage = z.object({
  id: z.number().int(),
  kind: NoticeKind,
  params: NoticeParams,
  read: z.boolean(),
  createdAt: z.string(),
});
export type MemberMessage = z.infer<typeof MemberMessage>;

/** GET /wps/member/messages (messageV2). */
export const MemberMessageQuery = z
  .object({
    ...pageFields,
    unreadOnly: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type MemberMessageQuery = z.infer<typeof MemberMessageQuery>;

export const MemberMessagePage = z.object({
  list: z.array(MemberMessage),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  unread: z.number().int(),
});
export type MemberMessagePage = z.infer<typeof MemberMessagePage>;

/** POST /wps/member/messages/read: the listed ids, or every message when `all`. */
export const MarkMessagesRead = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkMessagesRead = z.infer<typeof MarkMessagesRead>;

/**
 * GET /wps/member/publicState: everything the logged-in header needs in one call (spec §3
 * "Public state"). VIP and promotions answer their neutral values until those modules exist.
 */
export const PublicState = BalanceSummary.extend({
  hasVip: z.boolean(),
  vipLabelName: z.string(),
  vipRankLevel: z.number().int(),
  availablePromoCount: z.number().int(),
  unreadMessage: z.number().int(),
  notice: z.array(z.object({ id: z.number().int(), title: z.string() })),
  banners: z.array(z.object({ groupName: z.string(), url: z.string() })),
  whitelabelVal: Whitelabel,
});
export type PublicState = z.infer<typeof PublicState>;

/** Server-sent events of GET /wps/member/events: hints to refetch, never the data itself. */
export const MEMBER_EVENT_TYPES = ['balance', 'message', 'lottery'] as const;
export const MemberEvent = z.object({
  type: z.enum(MEMBER_EVENT_TYPES),
  /** For `message`: the notice, so the page can show it at once. */
  message: MemberMessage.optional(),
  /** For `lottery` (to every open stream): an issue was drawn. */
  lottery: z
    .object({ gameCode: z.string(), vassalage: z.string(), issueCode: z.string(), resultText: z.string() })
    .optional(),
});
export type MemberEvent = z.infer<typeof MemberEvent>;

export const PublicStateQuery = z.object({ language: LanguageCode.default('EN') }).strict();
export type PublicStateQuery = z.infer<typeof PublicStateQuery>;

/** Unread messages left after marking some read. */
export const UnreadCount = z.object({ unread: z.number().int() });
