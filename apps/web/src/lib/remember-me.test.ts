import { describe, expect, it } from 'vitest';
import { REMEMBER_COOKIE, rememberCookie, rememberedUsername } from './remember-me';

describe('remember-me cookie (spec §4, §9)', () => {
  it('keeps the username for one day', () => {
    expect(rememberCookie('demo')).toBe(`${REMEMBER_COOKIE}=demo; Max-Age=86400; Path=/; SameSite=Lax`);
  });

  it('deletes itself when the member opts out', () => {
    expect(rememberCookie(null)).toContain('Max-Age=0');
  });

  it('reads the remembered username back, encoded safely', () => {
    const cookie = rememberCookie('juan dela;cruz').split(';')[0] ?? '';
    expect(rememberedUsername(`other=1; ${cookie}; x=y`)).toBe('juan dela;cruz');
    expect(rememberedUsername('other=1')).toBeNull();
    expect(rememberedUsername(`${REMEMBER_COOKIE}=`)).toBeNull();
    expect(rememberedUsername(`${REMEMBER_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});
