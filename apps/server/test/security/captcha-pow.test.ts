import { describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { PowChallenge } from '@fortuna/contracts';
import { encodePowPayload } from '../../src/modules/identity/captcha/pow-fns.js';
import { SECURITY_DATABASES, useSecurityServer } from './harness/index.js';

/**
 * Finding 7 and 16 against the built server in production mode: every captcha carries a real
 * proof-of-work; a guarded request without it, with a foreign or a replayed one, or a slider
 * without its trail is refused with its own code; SMS for registration needs the captcha and
 * answers alike whether or not the number is registered. No test hook: the captchas come from
 * the planted pool (the answers a person would read), the proofs of work are solved here.
 */
describe.each(SECURITY_DATABASES)('captcha proof-of-work on %s', (database) => {
  const suite = useSecurityServer({ database, ledgerCheck: false });
  const login = (slider: Record<string, unknown>) =>
    suite
      .client()
      .sendEnc('POST', '/wps/session/login', { type: 'username', username: 'demo', password: 'Demo1234', slider });
  const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

  it('issues a real proof-of-work with every captcha (PBKDF2, 1000 rounds, a counter in the hundreds)', async () => {
    const answer = await suite.client().get<{ captchaId: string; pow: PowChallenge }>('/wps/captcha/slider');
    expect(answer.status).toBe(200);
    const { captchaId, pow } = answer.body?.value ?? ({} as { captchaId: string; pow: PowChallenge });
    expect(pow.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, data: { captchaId } });
    const started = performance.now();
    const solution = await solveChallenge({ challenge: pow, deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(300);
    expect(encodePowPayload(pow, solution as NonNullable<typeof solution>).length).toBeLessThan(4000);
    console.info(`solving one production proof-of-work took ${Math.round(performance.now() - started)} ms`);
  });

  it('refuses a slider without proof-of-work, with a foreign one, without a trail, and a replay', async () => {
    const pool = suite.server().captchas;
    const { pow: _pow, ...noPow } = pool.slider();
    expect((await login(noPow)).body).toMatchObject({ code: 'POW_REQUIRED' });

    const mine = pool.slider();
    const other = pool.slider();
    expect((await login({ ...mine, pow: other.pow })).body?.code).toBe('POW_INVALID');

    const { trail: _trail, ...noTrail } = pool.slider();
    const bare = await login(noTrail);
    expect(bare.status).toBe(400);
    expect(bare.body?.code).toBe('VALIDATION_FAILED');

    const good = pool.slider();
    expect((await login(good)).status).toBe(200);
    const replay = await login(good);
    expect(replay.status).toBe(400);
    expect(replay.body?.code).toBe('POW_INVALID');
  });

  it('sends a registration SMS only behind the captcha and answers alike for a registered number', async () => {
    const api = suite.client();
    const pool = suite.server().captchas;
    const send = (mobileNo: string, captcha: Record<string, unknown>) =>
      api.post<{ expiredMinutes: number }>('/wps/verification/sms/register', {
        countryDialingCode: '63',
        mobileNo,
        ...captcha,
      });
    expect((await send(randomMobile(), {})).body?.code).toBe('VALIDATION_FAILED');
    const { captchaPow: _pow, ...noPow } = pool.image();
    expect((await send(randomMobile(), noPow)).body?.code).toBe('POW_REQUIRED');

    const before = (await api.inbox('+639171234567')).length;
    const taken = await send('9171234567', pool.image());
    const fresh = await send(randomMobile(), pool.image());
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual(fresh.body);
    expect(await api.inbox('+639171234567')).toHaveLength(before);
  });
});
