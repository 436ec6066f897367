import { describe, expect, it } from 'vitest';
import { createLocalPhoneAuth } from './phone-auth-provider.js';

describe('local phone-auth provider', () => {
  let now = new Date('2026-03-01T10:00:00Z');
  const clock = () => now;
  const provider = createLocalPhoneAuth({ clock });

  it('verifies a token it issued and names the phone', async () => {
    const { idToken, expiresAt } = provider.issue('+639171234567');
    expect(expiresAt.getTime() - now.getTime()).toBe(5 * 60_000);
    expect(await provider.verify(idToken)).toEqual({ ok: true, phoneNumber: '+639171234567' });
  });

  it('refuses a token whose phone or signature was changed, or that another secret signed', async () => {
    const { idToken } = provider.issue('+639171234567');
    const [, signature] = idToken.split('.');
    const forged = `${Buffer.from(JSON.stringify({ phoneNumber: '+639999999999', exp: now.getTime() + 60_000 })).toString('base64url')}.${signature}`;
    expect(await provider.verify(forged)).toEqual({ ok: false, code: 'invalid-verification-code' });
    expect(await provider.verify(`${idToken.split('.')[0]}.AAAA`)).toEqual({
      ok: false,
      code: 'invalid-verification-code',
    });
    expect(await provider.verify('not-a-token')).toEqual({ ok: false, code: 'invalid-verification-code' });
    expect(await provider.verify(`${idToken}.extra`)).toEqual({ ok: false, code: 'invalid-verification-code' });
    const other = createLocalPhoneAuth({ clock });
    expect(await other.verify(idToken)).toEqual({ ok: false, code: 'invalid-verification-code' });
  });

  it('tells an expired token and a malformed phone by their own codes', async () => {
    const { idToken } = provider.issue('+639171234567');
    now = new Date(now.getTime() + 5 * 60_000);
    expect(await provider.verify(idToken)).toEqual({ ok: false, code: 'code-expired' });
    expect(await provider.verify(provider.issue('0917-123').idToken)).toEqual({
      ok: false,
      code: 'invalid-phone-number',
    });
  });
});
