import { describe, expect, it } from 'vitest';
import { SECURITY_DATABASES, useSecurityServer } from './harness/index.js';

/**
 * Captcha answers are never readable from outside: the dev API that tells them (for `npm run dev`
 * and the in-process tests) is absent from a production server, the demo's included, and a
 * challenge carries nothing but its picture. Also the suite's own footing: a correct captcha
 * from the planted pool logs a seeded member in, the demo inbox answers on loopback, and the
 * ledger check runs after the file (useSecurityServer).
 */
describe.each(SECURITY_DATABASES)('captcha answers on %s', (database) => {
  const suite = useSecurityServer({ database });

  it('refuses /dev/api/captcha/:id for slider and image challenges', async () => {
    const api = suite.client();
    const slider = await api.get<{ captchaId: string }>('/wps/captcha/slider');
    expect(slider.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // one captcha a second per client and kind
    const image = await api.get<{ captchaId: string }>('/wps/captcha');
    expect(image.status).toBe(200);
    for (const id of [slider.body?.value.captchaId, image.body?.value.captchaId]) {
      const answer = await api.get(`/dev/api/captcha/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.text).not.toMatch(/answer/i);
    }
  });

  it('sends a slider challenge without its solution', async () => {
    const api = suite.client();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const slider = await api.get<Record<string, unknown>>('/wps/captcha/slider');
    expect(slider.status).toBe(200);
    const value = slider.body?.value ?? {};
    expect(Object.keys(value)).not.toContain('x');
    expect(Object.keys(value)).not.toContain('answer');
  });

  it('logs a seeded member in with a correct captcha and refuses a wrong one', async () => {
    const api = suite.client();
    const token = await api.token('demo', 'Demo1234');
    const info = await api.get<{ account: string }>('/wps/member/info', { token });
    expect(info.status).toBe(200);
    expect(info.body?.value.account).toBe('demo');

    const slider = suite.server().captchas.slider();
    const wrong = await api.sendEnc('POST', '/wps/session/login', {
      type: 'username',
      username: 'player2',
      password: 'Player1234',
      slider: { ...slider, x: slider.x + 40 },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body?.code).toBe('SLIDER_INVALID');
  });

  it('keeps the demo inbox readable from loopback (how the suite reads SMS codes)', async () => {
    const api = suite.client();
    expect((await api.get('/dev/api/inbox?channel=sms')).status).toBe(200);
  });
});

describe('captcha answers on a production server without the demo inbox', () => {
  const suite = useSecurityServer({ demo: false, ledgerCheck: false });

  it('has no dev API at all', async () => {
    const api = suite.client();
    const slider = await api.get<{ captchaId: string }>('/wps/captcha/slider');
    expect((await api.get(`/dev/api/captcha/${slider.body?.value.captchaId}`)).status).toBe(404);
    expect((await api.get('/dev/api/inbox?channel=sms')).status).toBe(404);
  });
});
