import {
  ConsoleLotteryGame,
  LotteryExposure,
  LotteryExposureQuery,
  LotteryGameParams,
  LotteryIssueDetail,
  LotteryIssuePage,
  LotteryIssueParams,
  LotteryIssueQuery,
  LotteryPnl,
  LotteryPnlQuery,
  UpdateLotteryGame,
  VoidLotteryIssue,
} from '../console-lottery.js';
import {
  ConfirmLotteryResult,
  EnterLotteryResult,
  LotteryResultDecision,
  LotteryResultPage,
  LotteryResultParams,
  LotteryResultQuery,
  LotteryResultRequest,
} from '../console-lottery-results.js';
import { NoQuery } from '../envelope.js';
import { endpointsOf } from './endpoint.js';

const console_ = endpointsOf(['console']);
const lottery = { auth: 'staff', permission: 'lottery.manage' } as const;

/** The console's Lottery pages (issue 20, lottery.manage): games, issues, results with four eyes, exposure, P&L. */
export const consoleLotteryEndpoints = {
  lotteryGames: console_({
    ...lottery,
    method: 'GET',
    path: '/console/api/lottery/games',
    summary: 'Every lottery game with its settings: source, cadence, sale close, prize group, limits, numbers',
    query: NoQuery,
    response: ConsoleLotteryGame.array(),
  }),
  updateLotteryGame: console_({
    ...lottery,
    method: 'PUT',
    path: '/console/api/lottery/games/:id',
    summary: 'Change a lottery game’s settings (audited in the same transaction)',
    description:
      'Limits and numbers name the family’s bet kinds or "*"; sale close must stay below the cadence; source changes for Vietnamese, Thai and 4D games only (VALIDATION_FAILED otherwise). Bets check the new settings at once; a cadence applies to issues opened after it.',
    params: LotteryGameParams,
    body: UpdateLotteryGame,
    response: ConsoleLotteryGame,
  }),
  lotteryIssues: console_({
    ...lottery,
    method: 'GET',
    path: '/console/api/lottery/issues',
    summary: 'Issues by game, state and draw day, with their tickets, stake, payout and GGR',
    query: LotteryIssueQuery,
    response: LotteryIssuePage,
  }),
  lotteryIssue: console_({
    ...lottery,
    method: 'GET',
    path: '/console/api/lottery/issues/:id',
    summary: 'One issue: result, seed hash (the seed once drawn), tickets by state, a result awaiting confirmation',
    params: LotteryIssueParams,
    query: NoQuery,
    response: LotteryIssueDetail,
  }),
  voidLotteryIssue: console_({
    ...lottery,
    method: 'POST',
    path: '/console/api/lottery/issues/:id/void',
    summary: 'Void an issue with a reason: every pending ticket is refunded through the ledger (audited)',
    description: 'CONFLICT when the issue is settled or void already.',
    params: LotteryIssueParams,
    body: VoidLotteryIssue,
    response: LotteryIssueDetail,
  }),
  lotteryExposure: console_({
    ...lottery,
    method: 'GET',
    path: '/console/api/lottery/exposure',
    summary: 'Stake per number of the issue on sale (or the one asked for), most first, against the limits',
    query: LotteryExposureQuery,
    response: LotteryExposure,
  }),
  lotteryPnl: console_({
    ...lottery,
    method: 'GET',
    path: '/console/api/lottery/pnl',
    summary: 'Stake, payout and GGR per issue of one game over a day, and their totals',
    query: LotteryPnlQuery,
    response: LotteryPnl,
  }),
  lotteryResults: console_({
    ...lottery,
    method: 'GET',
    path: '/console/api/lottery/results',
    summary: 'Entered results (approval requests of kind lottery.result), newest first, by state',
    query: LotteryResultQuery,
    response: LotteryResultPage,
  }),
  enterLotteryResult: console_({
    ...lottery,
    method: 'POST',
    path: '/console/api/lottery/results',
    summary: 'Enter the result of an official draw: it waits for a second operator to confirm it',
    description:
      'VALIDATION_FAILED (a tier with the wrong count or digits; a platform-drawn game), NOT_FOUND, CONFLICT (the issue is not past its draw or has a result already), IDEMPOTENCY_CONFLICT.',
    body: EnterLotteryResult,
    response: LotteryResultRequest,
  }),
  confirmLotteryResult: console_({
    ...lottery,
    method: 'POST',
    path: '/console/api/lottery/results/:id/confirm',
    summary: 'Confirm another operator’s result: it becomes the issue’s result in the same transaction',
    description:
      'SELF_APPROVAL_FORBIDDEN (whoever entered it can never confirm it), APPROVAL_NOT_PENDING, CONFLICT (the issue has a result or was voided since).',
    params: LotteryResultParams,
    body: ConfirmLotteryResult,
    response: LotteryResultRequest,
  }),
  rejectLotteryResult: console_({
    ...lottery,
    method: 'POST',
    path: '/console/api/lottery/results/:id/reject',
    summary: 'Reject another operator’s result with a reason',
    description: 'SELF_APPROVAL_FORBIDDEN (the maker cancels instead), APPROVAL_NOT_PENDING.',
    params: LotteryResultParams,
    body: LotteryResultDecision,
    response: LotteryResultRequest,
  }),
  cancelLotteryResult: console_({
    ...lottery,
    method: 'POST',
    path: '/console/api/lottery/results/:id/cancel',
    summary: 'Withdraw one’s own entered result, with a reason',
    description: 'FORBIDDEN (not the maker), APPROVAL_NOT_PENDING.',
    params: LotteryResultParams,
    body: LotteryResultDecision,
    response: LotteryResultRequest,
  }),
};
