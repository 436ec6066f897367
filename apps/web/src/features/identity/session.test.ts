import { describe, expect, it } from 'vitest';
import { landingAfterLogin, mustChangePassword } from './session';

describe('after a sign-in (spec §4 Login)', () => {
  it('opens the change-password modal for a weak or expired password, never after SMS login', () => {
    expect(mustChangePassword({ weakPassword: true, passwordExpired: false }, 'username')).toBe('weak');
    expect(mustChangePassword({ weakPassword: false, passwordExpired: true }, 'username')).toBe('expired');
    expect(mustChangePassword({ weakPassword: true, passwordExpired: true }, 'sms')).toBeNull();
    expect(mustChangePassword({ weakPassword: false, passwordExpired: false }, 'username')).toBeNull();
  });

  it('sends agents to their centre and new accounts home', () => {
    expect(landingAfterLogin({ isAgent: true }, 'username', 'member')).toBe('/agentHome');
    expect(landingAfterLogin({ isAgent: true }, 'username', 'agent')).toBe('/agentHome');
    expect(landingAfterLogin({ isAgent: false }, 'username', 'member')).toBeNull();
    expect(landingAfterLogin({ isAgent: false }, 'register', 'member')).toBe('/');
    expect(landingAfterLogin({ isAgent: false }, 'freeplay', 'member')).toBe('/');
  });
});
