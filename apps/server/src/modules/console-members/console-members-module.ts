import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import { createCashierConsole } from '../cashier/cashier-console.js';
import { createMemberConsole } from '../identity/member/member-console.js';
import type { IdentitySettings } from '../identity/member/identity-settings-service.js';
import { createSessionConsole } from '../identity/session/session-console.js';
import type { MessagesService } from '../messages/messages-service.js';
import { createPlayConsole } from '../play/play-console.js';
import { createWalletConsole } from '../wallet/wallet-console.js';
import { createConsoleMembersReads, type ConsoleMembersReads } from './console-members-service.js';
import { createMemberActions, type MemberActions } from './member-actions-service.js';

export { consoleMembersRoutes } from './console-members-routes.js';

/** The operator console's Members part, added to app.services. */
export type ConsoleMembersServices = { memberReads: ConsoleMembersReads; memberActions: MemberActions };

/**
 * Built from each owning module's console API (identity, wallet, cashier, play: `*-console.ts`),
 * the messages service and the audit chain.
 */
export function createConsoleMembersServices(deps: {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  messages: Pick<MessagesService, 'record' | 'announce'>;
  auditChain: AuditChain;
  identitySettings: () => Promise<IdentitySettings>;
}): ConsoleMembersServices {
  const { db, merchantCode } = deps;
  const all = {
    ...deps,
    members: createMemberConsole(db, merchantCode),
    sessions: createSessionConsole(db),
    wallets: createWalletConsole(db, merchantCode),
    cashier: createCashierConsole(db, merchantCode),
    play: createPlayConsole(db, merchantCode),
  };
  return { memberReads: createConsoleMembersReads(all), memberActions: createMemberActions(all) };
}
