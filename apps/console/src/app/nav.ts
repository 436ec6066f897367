import type { StaffPermission } from '@fortuna/contracts';

/**
 * The console's pages, in menu order, with the permission each needs (null: any staff member).
 * Only pages that exist are listed; the menu shows those the signed-in role may open.
 */
export type NavItem = { to: string; labelKey: string; permission: StaffPermission | null };

export const NAV_ITEMS: NavItem[] = [
  { to: '/', labelKey: 'nav.overview', permission: null },
  { to: '/dashboard', labelKey: 'nav.dashboard', permission: 'reports.read' },
  { to: '/reports', labelKey: 'nav.reports', permission: 'reports.read' },
  { to: '/members', labelKey: 'nav.members', permission: 'members.read' },
  { to: '/agents', labelKey: 'nav.agents', permission: 'agents.manage' },
  { to: '/agent-contracts', labelKey: 'nav.agentContracts', permission: 'agents.manage' },
  { to: '/agent-settlement', labelKey: 'nav.agentSettlement', permission: 'agents.manage' },
  { to: '/games', labelKey: 'nav.games', permission: 'games.manage' },
  { to: '/lottery', labelKey: 'nav.lottery', permission: 'lottery.manage' },
  { to: '/content', labelKey: 'nav.content', permission: 'content.manage' },
  { to: '/cashier', labelKey: 'nav.cashier', permission: 'deposits.review' },
  { to: '/approvals', labelKey: 'nav.approvals', permission: 'balance.adjust' },
  { to: '/staff', labelKey: 'nav.staff', permission: 'staff.manage' },
  { to: '/audit', labelKey: 'nav.audit', permission: 'audit.read' },
  { to: '/brand', labelKey: 'nav.brand', permission: 'brand.manage' },
  { to: '/jobs', labelKey: 'nav.jobs', permission: 'system.manage' },
  { to: '/system', labelKey: 'nav.system', permission: 'system.manage' },
];
