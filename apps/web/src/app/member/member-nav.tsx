import { useQuery } from '@tanstack/react-query';
import type { MemberPage } from '@/lib/route-rules';
import { balanceQuery } from '@/features/cashier/wallet-api';
import { badgeText } from './member-nav-fns';

/**
 * Unread counts of the badged member-centre entries, shared by the /member navigation and the
 * member-centre popup. Messages come with the public state; missions and rewards add theirs
 * when they land.
 */
export function useUnreadCount(): (page: MemberPage) => number {
  const unreadMessage = useQuery(balanceQuery).data?.unreadMessage ?? 0;
  return (page) => (page === 'messageV2' ? unreadMessage : 0);
}

export function UnreadBadge({ page, count }: { page: MemberPage; count: number }) {
  const text = badgeText(page, count);
  if (!text) return null;
  return (
    <span className="member-nav__badge" data-testid={`badge-${page}`}>
      {text}
    </span>
  );
}
