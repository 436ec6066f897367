import type { MemberPage } from '@/lib/route-rules';

/** Entries that carry an unread-count badge (spec §2 "Member centre pages"). */
export const BADGED_PAGES: ReadonlySet<MemberPage> = new Set(['missionLeaderboard', 'messageV2', 'rewardCenter']);

/** The text of an entry's badge: none without unread items, '99+' beyond two digits. */
export function badgeText(page: MemberPage, count: number): string | null {
  if (!BADGED_PAGES.has(page) || !(count > 0)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
