import { accountEndpoints, devEndpoints } from './account-endpoints.js';
import { agentContractEndpoints, consoleAgentContractEndpoints } from './agent-contract-endpoints.js';
import { cashierEndpoints } from './cashier-endpoints.js';
import { consoleAgentEndpoints } from './console-agent-endpoints.js';
import { consoleAppLinkEndpoints } from './console-app-link-endpoints.js';
import { consoleApprovalEndpoints } from './console-approval-endpoints.js';
import { consoleBrandEndpoints } from './console-brand-endpoints.js';
import { consoleCashierAdminEndpoints } from './console-cashier-admin-endpoints.js';
import { consoleCashierEndpoints } from './console-cashier-endpoints.js';
import { consoleContentEndpoints, contentMediaEndpoints } from './console-content-endpoints.js';
import { consoleEndpoints } from './console-endpoints.js';
import { consoleGameEndpoints } from './console-games-endpoints.js';
import { consoleLotteryEndpoints } from './console-lottery-endpoints.js';
import { consoleMemberEndpoints } from './console-member-endpoints.js';
import { consoleReportEndpoints } from './console-report-endpoints.js';
import { consoleSystemEndpoints } from './console-system-endpoints.js';
import { gamesEndpoints, mediaEndpoints } from './games-endpoints.js';
import { identityEndpoints } from './identity-endpoints.js';
import { lotteryEndpoints } from './lottery-endpoints.js';
import { lotteryVerifyEndpoints } from './lottery-verify-endpoints.js';
import { sandboxGatewayEndpoints, webEndpoints } from './platform-endpoints.js';
import { houseEndpoints, playEndpoints, seamlessEndpoints } from './play-endpoints.js';
import { contentEndpoints, messagesEndpoints, systemEndpoints, walletEndpoints } from './system-endpoints.js';
import { teamEndpoints } from './team-endpoints.js';
import { agentReportEndpoints } from './agent-report-endpoints.js';
import { agentBillEndpoints, consoleAgentBillEndpoints } from './agent-bill-endpoints.js';
import { transferEndpoints } from './transfer-endpoints.js';

export * from './endpoint.js';

/**
 * Every HTTP endpoint of the server, by domain: the server registers its routes from these rows,
 * the clients call through them (`routes.ts`, generated), and the OpenAPI document and
 * docs/api.md are made from them. A test fails when a server route is missing here or a row has
 * no route.
 */
export const endpoints = {
  system: systemEndpoints,
  identity: identityEndpoints,
  account: accountEndpoints,
  dev: devEndpoints,
  content: contentEndpoints,
  messages: messagesEndpoints,
  wallet: walletEndpoints,
  games: gamesEndpoints,
  media: { ...mediaEndpoints, ...contentMediaEndpoints },
  play: playEndpoints,
  seamless: seamlessEndpoints,
  house: houseEndpoints,
  cashier: cashierEndpoints,
  lottery: { ...lotteryEndpoints, ...lotteryVerifyEndpoints },
  // The console's rows by area, one file each (staff and audit, members, reports, system, approvals, cashier).
  console: {
    ...consoleEndpoints,
    ...consoleMemberEndpoints,
    ...consoleReportEndpoints,
    ...consoleSystemEndpoints,
    ...consoleApprovalEndpoints,
    ...consoleGameEndpoints,
    ...consoleBrandEndpoints,
    ...consoleCashierEndpoints,
    ...consoleCashierAdminEndpoints,
    ...consoleContentEndpoints,
    ...consoleAppLinkEndpoints,
    ...consoleLotteryEndpoints,
    ...consoleAgentEndpoints,
    ...consoleAgentContractEndpoints,
    ...consoleAgentBillEndpoints,
  },
  transfer: transferEndpoints,
  team: { ...teamEndpoints, ...agentReportEndpoints },
  contracts: agentContractEndpoints,
  agentBills: agentBillEndpoints,
  sandboxGateway: sandboxGatewayEndpoints,
  web: webEndpoints,
};
export type Endpoints = typeof endpoints;
