import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';
import { freshIp, solveImage, solveSlider } from './identity-helpers.js';

describe.each(TEST_DATABASES)('captcha on %s', (kind) => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(kind, {}, () => now);
  });
  afterAll(async () => t?.close());
  const captcha = () => t.app.services.captcha;

  it('serves a PNG image captcha with an id and nothing of the answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: freshIp() });
    expect(res.statusCode).toBe(200);
    const { captchaId, image } = res.json().value;
    expect(captchaId).toMatch(/^[0-9a-f-]{36}$/);
    const png = Buffer.from(image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 40]);
    expect(Object.keys(res.json().value).sort()).toEqual(['captchaId', 'image']);
  });

  it('accepts the right text once (any case) and refuses it the second time', async () => {
    const { captchaId, captcha: text } = await solveImage(t.app);
    expect(await captcha().checkImage(captchaId, text.toLowerCase())).toBe(true);
    expect(await captcha().checkImage(captchaId, text)).toBe(false);
  });

  it('uses a challenge up on a wrong answer too', async () => {
    const { captchaId, captcha: text } = await solveImage(t.app);
    expect(await captcha().checkImage(captchaId, text === 'AAAA' ? 'CCCC' : 'AAAA')).toBe(false);
    expect(await captcha().checkImage(captchaId, text)).toBe(false);
  });

  it('expires after two minutes', async () => {
    const image = await solveImage(t.app);
    const slider = await solveSlider(t.app);
    now = new Date(now.getTime() + 2 * 60_000 + 1);
    expect(await captcha().checkImage(image.captchaId, image.captcha)).toBe(false);
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

  it('serves a slider: background, piece and its y, without the x', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha/slider', remoteAddress: freshIp() });
    const value = res.json().value;
    expect(value).toMatchObject({ width: 300, height: 150, pieceWidth: 52, pieceHeight: 52 });
    expect(value.background).toMatch(/^data:image\/png;base64,/);
    expect(value.piece).toMatch(/^data:image\/png;base64,/);
    expect(Object.keys(value)).not.toContain('x');
  });

  it('accepts a slider drop within ±4 px, once', async () => {
    for (const delta of [-4, 4, 0]) {
      const { captchaId, x } = await solveSlider(t.app);
      expect(await captcha().checkSlider({ captchaId, x: x + delta })).toBe(true);
      expect(await captcha().checkSlider({ captchaId, x })).toBe(false);
    }
    for (const delta of [-5, 5]) {
      const { captchaId, x } = await solveSlider(t.app);
      expect(await captcha().checkSlider({ captchaId, x: x + delta })).toBe(false);
      expect(await captcha().checkSlider({ captchaId, x })).toBe(false);
    }
  });

  it('refuses a slider answer whose trail is not human-like', async () => {
    const { captchaId, x } = await solveSlider(t.app);
    expect(await captcha().checkSlider({ captchaId, x, trail: [{ x, y: 0, t: 0 }] })).toBe(false);
    const human = await solveSlider(t.app);
    const trail = [0, 0.3, 0.7, 1].map((k, i) => ({ x: human.x * k, y: i % 2, t: i * 120 }));
    expect(await captcha().checkSlider({ ...human, trail })).toBe(true);
  });

  it('does not mix kinds: an image id does not answer a slider', async () => {
    const image = await solveImage(t.app);
    expect(await captcha().checkSlider({ captchaId: image.captchaId, x: 10 })).toBe(false);
    expect(await captcha().checkImage(image.captchaId, image.captcha)).toBe(true);
  });
});
