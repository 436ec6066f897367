import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWav8, VOICE_SAMPLE_RATE } from '../src/modules/identity/captcha/wav-fns.js';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import type { PowChallenge } from '@fortuna/contracts';
import { freshIp, sendSmsNoLogin, solveImage } from './identity-helpers.js';

/**
 * Issue 18 item 10: the image captcha's audio alternative. It reads out the same challenge (the
 * answer typed after listening is checked like the picture's), only while that challenge lives,
 * with its own limits: three fetches per challenge and six per client a minute.
 */
describe.each(TEST_DATABASES)('audio captcha on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-26T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
  });
  afterAll(async () => t?.close());

  const newImage = async (ip = freshIp()) => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });
    return res.json().value as { captchaId: string; pow: PowChallenge };
  };
  const audio = (captchaId: string, ip = freshIp()) =>
    t.app.inject({ method: 'GET', url: `/wps/captcha/${captchaId}/audio`, remoteAddress: ip });
  const answerBySms = (captcha: { captchaId: string; captcha: string; captchaPow: string }) =>
    sendSmsNoLogin(t.app, captcha);

  it('reads out a live image captcha as a WAV of a few seconds, and that challenge then takes the answer', async () => {
    const captcha = await solveImage(t.app);
    const res = await audio(captcha.captchaId);
    expect(res.statusCode).toBe(200);
    const { audio: dataUrl } = res.json().value as { audio: string };
    expect(dataUrl).toMatch(/^data:audio\/wav;base64,/);
    const wav = Buffer.from(dataUrl.replace('data:audio/wav;base64,', ''), 'base64');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(VOICE_SAMPLE_RATE);
    const seconds = decodeWav8(wav).length / VOICE_SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(5);
    expect(seconds).toBeLessThan(20);
    // The audio is of the same challenge: the characters it reads are the stored ones, and the
    // answer (as the picture shows it) is accepted after listening.
    const stored: unknown = await t.database.db.execute(
      sql`SELECT spoken_text FROM captcha_challenge WHERE id = ${captcha.captchaId}`,
    );
    expect((stored as { rows: Array<{ spoken_text: string }> }).rows[0]?.spoken_text).toBe(captcha.captcha);
    expect((await answerBySms(captcha)).statusCode).toBe(200);
  });

  it('has nothing to read once the challenge is used, expired, unknown or a slider (CAPTCHA_EXPIRED)', async () => {
    const used = await solveImage(t.app);
    expect((await answerBySms(used)).statusCode).toBe(200);
    const usedRes = await audio(used.captchaId);
    expect(usedRes.statusCode).toBe(410);
    expect(usedRes.json().code).toBe('CAPTCHA_EXPIRED');

    const expiring = await newImage();
    now = new Date(now.getTime() + 2 * 60_000 + 1);
    expect((await audio(expiring.captchaId)).json().code).toBe('CAPTCHA_EXPIRED');

    expect((await audio('00000000-0000-4000-8000-000000000000')).json().code).toBe('CAPTCHA_EXPIRED');
    const slider = await t.app.inject({ method: 'GET', url: '/wps/captcha/slider', remoteAddress: freshIp() });
    expect((await audio(slider.json().value.captchaId)).json().code).toBe('CAPTCHA_EXPIRED');
    expect((await audio('not-an-id')).statusCode).toBe(400);
  });

  it('plays one challenge at most three times; a new captcha brings new plays', async () => {
    const { captchaId } = await newImage();
    for (let i = 0; i < 3; i++) expect((await audio(captchaId)).statusCode).toBe(200);
    const fourth = await audio(captchaId);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('RATE_LIMITED');
    expect((await audio((await newImage()).captchaId)).statusCode).toBe(200);
  });

  it('serves a client at most six recordings a minute', async () => {
    const ip = freshIp();
    const ids = await Promise.all(Array.from({ length: 7 }, () => newImage()));
    for (const { captchaId } of ids.slice(0, 6)) expect((await audio(captchaId, ip)).statusCode).toBe(200);
    const seventh = await audio(ids[6]!.captchaId, ip);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
    // Another client is not held up, and the minute passes.
    expect((await audio(ids[6]!.captchaId)).statusCode).toBe(200);
    now = new Date(now.getTime() + 60_000);
    expect((await audio((await newImage()).captchaId, ip)).statusCode).toBe(200);
  });
});
