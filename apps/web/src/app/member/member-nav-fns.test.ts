import { describe, expect, it } from 'vitest';
import { badgeText } from './member-nav-fns';

describe('member-centre badges (spec §2: missions, messages, rewards)', () => {
  it('shows the unread count on the badged entries only', () => {
    expect(badgeText('messageV2', 3)).toBe('3');
    expect(badgeText('rewardCenter', 1)).toBe('1');
    expect(badgeText('withdraw', 3)).toBeNull();
  });

  it('shows nothing without unread items and caps at 99+', () => {
    expect(badgeText('messageV2', 0)).toBeNull();
    expect(badgeText('missionLeaderboard', 100)).toBe('99+');
  });
});
