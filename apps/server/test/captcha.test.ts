import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { freshIp, handTrail, sendEnc, sendSmsNoLogin, solveImage, solvePow, solveSlider } from './identity-helpers.js';

describe.each(TEST_DATABASES)('captcha on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
  });
  afterAll(async () => t?.close());
  const captcha = () => t.app.services.captcha;
  const wrongText = (text: string) => (text === 'AAAA' ? 'CCCC' : 'AAAA');

  it('serves a PNG image captcha with an id, its proof-of-work and nothing of the answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    const { captchaId, image, pow } = res.json().value;
    expect(captchaId).toMatch(/^[0-9a-f-]{36}$/);
    const png = Buffer.from(image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Drawn at twice its 120×40 layout: crisp when shown at 240×80 or on a high-density screen.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([240, 80]);
    expect(Object.keys(res.json().value).sort()).toEqual(['captchaId', 'image', 'pow']);
    expect(pow.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', data: { captchaId } });
    expect(JSON.stringify(pow)).not.toMatch(/secret|counter/i);
  });

  it('accepts the right text once (any case) and refuses it the second time', async () => {
    const answer = await solveImage(t.app);
    expect(await captcha().checkImage({ ...answer, captcha: answer.captcha.toLowerCase() })).toBe(true);
    await expect(captcha().checkImage(answer)).rejects.toMatchObject({ code: 'POW_INVALID' });
  });

  it('uses a challenge up on a wrong answer too', async () => {
    const answer = await solveImage(t.app);
    expect(await captcha().checkImage({ ...answer, captcha: wrongText(answer.captcha) })).toBe(false);
    await expect(captcha().checkImage(answer)).rejects.toMatchObject({ code: 'POW_INVALID' });
  });

  it('expires after two minutes', async () => {
    const image = await solveImage(t.app);
    const slider = await solveSlider(t.app);
    now = new Date(now.getTime() + 2 * 60_000 + 1);
    expect(await captcha().checkImage(image)).toBe(false);
    expect(await captcha().checkSlider(slider)).toBe(false);
  });

  it('refreshes at most once a second per client, per kind', async () => {
    const ip = freshIp();
    const first = await t.app.inject({ method: 'GET', url: '/wps/captcha?t=1', remoteAddress: ip });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'GET', url: '/wps/captcha?t=2', remoteAddress: ip });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: 1 } });
    expect((await t.app.inject({ method: 'GET', url: '/wps/captcha/slider', remoteAddress: ip })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: freshIp() })).statusCode).toBe(200);
    now = new Date(now.getTime() + 1_000);
    expect((await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip })).statusCode).toBe(200);
  });

  it('serves a slider: background, piece, its y and the proof-of-work, without the x', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha/slider', remoteAddress: freshIp() });
    const value = res.json().value;
    expect(value).toMatchObject({ width: 300, height: 150, pieceWidth: 52, pieceHeight: 52 });
    expect(value.background).toMatch(/^data:image\/png;base64,/);
    expect(value.piece).toMatch(/^data:image\/png;base64,/);
    expect(value.pow.parameters.data).toEqual({ captchaId: value.captchaId });
    expect(Object.keys(value)).not.toContain('x');
  });

  it('accepts a slider drop within ±4 px, once', async () => {
    for (const delta of [-4, 4, 0]) {
      const answer = await solveSlider(t.app);
      expect(await captcha().checkSlider({ ...answer, x: answer.x + delta, trail: handTrail(answer.x + delta) })).toBe(
        true,
      );
      await expect(captcha().checkSlider(answer)).rejects.toMatchObject({ code: 'POW_INVALID' });
    }
    for (const delta of [-5, 5]) {
      const answer = await solveSlider(t.app);
      expect(await captcha().checkSlider({ ...answer, x: answer.x + delta, trail: handTrail(answer.x + delta) })).toBe(
        false,
      );
    }
  });

  it('refuses a slider answer whose trail is not human-like', async () => {
    const answer = await solveSlider(t.app);
    const jump = [0, 1, 2].map((i) => ({ x: i === 0 ? 0 : answer.x, y: 0, t: i * 200 }));
    expect(await captcha().checkSlider({ ...answer, trail: jump })).toBe(false);
    const human = await solveSlider(t.app);
    expect(await captcha().checkSlider(human)).toBe(true);
  });

  it('does not mix kinds: an image id does not answer a slider', async () => {
    const image = await solveImage(t.app);
    const slider = await solveSlider(t.app);
    expect(await captcha().checkSlider({ ...slider, captchaId: image.captchaId })).toBe(false);
    expect(await captcha().checkImage(image)).toBe(true);
  });
});

/**
 * Finding 7 over HTTP: every captcha-guarded request needs the captcha's own proof-of-work and
 * the slider its drag trail; each refusal has its own code and nothing is sent or logged in.
 */
describe.each(TEST_DATABASES)('captcha proof-of-work and trail over HTTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const login = (slider: Record<string, unknown>) =>
    sendEnc(
      t.app,
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'demo', password: 'Demo1234', slider },
      { ip: '127.0.0.1' },
    );
  const smsNoLogin = (captcha: Record<string, unknown>) => sendSmsNoLogin(t.app, captcha);

  it('logs in with a solved slider, its trail and its proof-of-work', async () => {
    const res = await login(await solveSlider(t.app));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a slider without a trail (VALIDATION_FAILED on slider.trail)', async () => {
    const { trail: _trail, ...noTrail } = await solveSlider(t.app);
    const res = await login(noTrail);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json())).toContain('trail');
  });

  it('refuses a slider without proof-of-work (POW_REQUIRED), with a bad one and a replayed one (POW_INVALID)', async () => {
    const { pow: _pow, ...noPow } = await solveSlider(t.app);
    expect((await login(noPow)).json()).toMatchObject({ code: 'POW_REQUIRED', value: { captcha: false } });

    const answer = await solveSlider(t.app);
    const bad = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(answer.pow, 'base64').toString()),
        solution: { counter: 1, derivedKey: 'ab' },
      }),
    ).toString('base64');
    expect((await login({ ...answer, pow: bad })).json().code).toBe('POW_INVALID');
    expect((await login({ ...answer, pow: 'not-a-payload' })).json().code).toBe('POW_INVALID');

    // A solution of another captcha is not bound to this one.
    const other = await solveSlider(t.app);
    const mine = await solveSlider(t.app);
    expect((await login({ ...mine, pow: other.pow })).json().code).toBe('POW_INVALID');

    // Replaying a whole accepted answer (same captcha, same proof-of-work) is refused.
    const fresh = await solveSlider(t.app);
    expect((await login(fresh)).statusCode).toBe(200);
    const replay = await login(fresh);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('POW_INVALID');
  });

  it('refuses an image captcha without, with a foreign or a replayed proof-of-work', async () => {
    const { captchaPow: _pow, ...noPow } = await solveImage(t.app);
    expect((await smsNoLogin(noPow)).json()).toMatchObject({ code: 'POW_REQUIRED', value: { captcha: true } });
    const a = await solveImage(t.app);
    const b = await solveImage(t.app);
    expect((await smsNoLogin({ ...a, captchaPow: b.captchaPow })).json().code).toBe('POW_INVALID');
    const ok = await solveImage(t.app);
    expect((await smsNoLogin(ok)).statusCode).toBe(200);
    expect((await smsNoLogin(ok)).json().code).toBe('POW_INVALID');
  });

  it('keeps the challenge when the proof-of-work is missing, so the answer was never looked at', async () => {
    const { captchaPow, ...noPow } = await solveImage(t.app);
    expect((await smsNoLogin(noPow)).json().code).toBe('POW_REQUIRED');
    expect((await smsNoLogin({ ...noPow, captchaPow })).statusCode).toBe(200);
  });

  it('solves a proof-of-work only for the challenge it was issued for', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: freshIp() });
    const { captchaId, pow } = res.json().value;
    const answer = (await t.app.inject(`/dev/api/captcha/${captchaId}`)).json().value.answer as string;
    // An easier prefix than the one issued breaks the signature.
    const tampered = { ...pow, parameters: { ...pow.parameters, keyPrefix: '0' } };
    const forged = await solvePow(tampered);
    expect((await smsNoLogin({ captchaId, captcha: answer, captchaPow: forged })).json().code).toBe('POW_INVALID');
  });
});
