import { StaffPermission, type StaffRole } from '@fortuna/contracts';

/**
 * The one permission matrix of the operator console (issue 19). Each console endpoint names the
 * permission it needs (its row's `permission` in contracts' console-endpoints.ts); a role holds
 * exactly what it lists here. Owners hold everything.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: StaffPermission.options,
  // Money: deposits, withdrawals, adjustments, and the member they concern.
  finance: ['deposits.review', 'withdrawals.review', 'balance.adjust', 'members.read', 'reports.read'],
  // Member locks, limits and reviews; reads the audit log to investigate.
  risk: ['members.read', 'members.lock', 'members.limits', 'members.review', 'audit.read', 'reports.read'],
  // Look-up and messages, no money.
  support: ['members.read', 'messages.send'],
  // Banners, notices, help and the texts of promotions.
  content: ['content.manage'],
  // Catalogue, vendors and the lottery.
  games: ['games.manage', 'lottery.manage'],
  // The agent tree and contracts (agents are members).
  agents: ['agents.manage', 'members.read'],
};

export const permissionsOf = (role: StaffRole): readonly StaffPermission[] => ROLE_PERMISSIONS[role];

export const roleMay = (role: StaffRole, permission: StaffPermission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);
