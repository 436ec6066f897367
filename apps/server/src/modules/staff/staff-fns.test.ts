import { describe, expect, it } from 'vitest';
import { StaffPermission, StaffRole } from '@fortuna/contracts';
import { ROLE_PERMISSIONS } from './permissions.js';
import { totpCode } from '../identity/session/totp-fns.js';
import { badCidr, ipAllowed, sessionEnd, sessionLive, totpStepOf } from './staff-fns.js';

const MINUTE = 60_000;

describe('staff rules', () => {
  it('lets any address in with an empty allow-list, else only addresses inside a block (IPv4-mapped too)', () => {
    expect(ipAllowed([], '203.0.113.9')).toBe(true);
    expect(ipAllowed(['10.0.0.0/8', '2001:db8::/32'], '10.20.30.40')).toBe(true);
    expect(ipAllowed(['10.0.0.0/8'], '::ffff:10.1.1.1')).toBe(true);
    expect(ipAllowed(['10.0.0.0/8', '2001:db8::/32'], '2001:db8::1')).toBe(true);
    expect(ipAllowed(['10.0.0.0/8'], '11.0.0.1')).toBe(false);
  });

  it('finds a block that is no CIDR', () => {
    expect(badCidr(['10.0.0.0/8', '::1/128'])).toBeNull();
    expect(badCidr(['10.0.0.0/8', '10.0.0.0/99'])).toBe('10.0.0.0/99');
  });

  it('ends a session 30 minutes after its last call and 12 hours after login', () => {
    const createdAt = new Date('2026-11-26T00:00:00Z');
    const at = (minutes: number) => new Date(createdAt.getTime() + minutes * MINUTE);
    const expiresAt = sessionEnd(createdAt);
    expect(expiresAt).toEqual(at(720));
    expect(sessionLive({ expiresAt, lastSeenAt: at(0), revokedAt: null }, at(29))).toBe(true);
    expect(sessionLive({ expiresAt, lastSeenAt: at(0), revokedAt: null }, at(30))).toBe(false);
    expect(sessionLive({ expiresAt, lastSeenAt: at(715), revokedAt: null }, at(719))).toBe(true);
    expect(sessionLive({ expiresAt, lastSeenAt: at(715), revokedAt: null }, at(720))).toBe(false);
    expect(sessionLive({ expiresAt, lastSeenAt: at(0), revokedAt: at(1) }, at(2))).toBe(false);
  });

  it('finds the step of a code from the current step or the one before or after, else none', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const now = 1_764_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(totpStepOf(secret, totpCode(secret, now), now)).toBe(step);
    expect(totpStepOf(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(totpStepOf(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(totpStepOf(secret, totpCode(secret, now - 90_000), now)).toBeNull();
    expect(totpStepOf(secret, 'abcdef', now)).toBeNull();
    expect(totpStepOf('not base32 !', '123456', now)).toBeNull();
  });

  it('gives owners every permission and every other role only its own', () => {
    expect([...ROLE_PERMISSIONS.owner]).toEqual(StaffPermission.options);
    const moneyPermissions = ['deposits.review', 'withdrawals.review', 'balance.adjust'];
    for (const role of StaffRole.options.filter((r) => r !== 'owner' && r !== 'finance'))
      expect(
        ROLE_PERMISSIONS[role].filter((p) => moneyPermissions.includes(p)),
        role,
      ).toEqual([]);
    for (const role of StaffRole.options.filter((r) => r !== 'owner'))
      expect(ROLE_PERMISSIONS[role], role).not.toContain('staff.manage');
  });
});
