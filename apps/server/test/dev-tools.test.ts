import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

describe('dev tools by environment', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const captchaAnswer = async (app: TestApp['app']) => {
    const id = (await app.inject('/wps/captcha/slider')).json().value.captchaId as string;
    return app.inject(`/dev/api/captcha/${id}`);
  };

  it('in production keeps the inbox (no real gateway yet) but never tells captcha answers', async () => {
    t = await createTestApp('pglite', { env: 'production', devInbox: true });
    expect((await t.app.inject('/dev/api/inbox?channel=sms')).statusCode).toBe(200);
    expect((await captchaAnswer(t.app)).statusCode).toBe(404);
  });

  it('in production with real gateways has no dev routes at all', async () => {
    t = await createTestApp('pglite', { env: 'production', devInbox: false });
    expect((await t.app.inject('/dev/api/inbox?channel=sms')).statusCode).toBe(404);
    expect((await captchaAnswer(t.app)).statusCode).toBe(404);
  });

  it('outside production tells captcha answers so automated tests can pass them', async () => {
    t = await createTestApp('pglite');
    expect((await captchaAnswer(t.app)).statusCode).toBe(200);
  });
});
