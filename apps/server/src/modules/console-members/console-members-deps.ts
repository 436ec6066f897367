import type { AuditChain } from '../../platform/audit-chain.js';
import type { Db } from '../../platform/db.js';
import type { CashierConsole } from '../cashier/cashier-console.js';
import type { MemberConsole } from '../identity/member/member-console.js';
import type { IdentitySettings } from '../identity/member/identity-settings-service.js';
import type { SessionConsole } from '../identity/session/session-console.js';
import type { MessagesService } from '../messages/messages-service.js';
import type { PlayConsole } from '../play/play-console.js';
import type { WalletConsole } from '../wallet/wallet-console.js';

/** What the console's Members part is built with: each owning module's console API, never its tables. */
export type ConsoleMembersDeps = {
  db: Db;
  merchantCode: string;
  clock: () => Date;
  members: MemberConsole;
  sessions: SessionConsole;
  wallets: WalletConsole;
  cashier: CashierConsole;
  play: PlayConsole;
  messages: Pick<MessagesService, 'record' | 'announce'>;
  auditChain: AuditChain;
  /** The brand's identity settings (the default dialing code of mobile search). */
  identitySettings: () => Promise<IdentitySettings>;
};

/** The staff member acting, from their session. */
export type StaffActor = { staffId: number; username: string; ip: string };

/** Who locks, unlocks or forces a reset: a staff member, or the operator CLI (`cli:<os user>`, no address). */
export type MemberActor = StaffActor | { cli: string };
