import { afterEach, describe, expect, it } from 'vitest';
import { devInboxWarning, loadConfig } from '../src/config.js';
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

  it('in production with the inbox turned on (the demo of npm start) shows it but never tells captcha answers', async () => {
    t = await createTestApp('pglite', { env: 'production', devInbox: true });
    expect((await t.app.inject('/dev/api/inbox?channel=sms')).statusCode).toBe(200);
    expect((await captchaAnswer(t.app)).statusCode).toBe(404);
    const token = await t.app.inject({
      method: 'POST',
      url: '/dev/api/phoneAuth/token',
      payload: { countryDialingCode: '63', mobileNum: '9171234567' },
    });
    expect(token.statusCode).toBe(404);
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

describe('dev inbox setting', () => {
  it('is off by default in production and on elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devInbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devInbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).devInbox).toBe(true);
    expect(loadConfig({}).devInbox).toBe(true);
  });

  it('follows DEV_INBOX when it is given, as npm start does for the demo', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEV_INBOX: 'true' }).devInbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DEV_INBOX: 'false' }).devInbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_INBOX: '' }).devInbox).toBe(false);
    expect(() => loadConfig({ DEV_INBOX: 'yes' })).toThrow();
  });

  it('warns only when the inbox is on in production', () => {
    expect(devInboxWarning({ env: 'production', devInbox: true })).toMatch(
      /DEV_INBOX is on in production.*DEV_INBOX=false/,
    );
    expect(devInboxWarning({ env: 'production', devInbox: false })).toBeNull();
    expect(devInboxWarning({ env: 'development', devInbox: true })).toBeNull();
  });

  it('logs the warning when such an app starts', async () => {
    const lines: string[] = [];
    const t = await createTestApp('pglite', { env: 'production', devInbox: true, logLevel: 'warn' }, undefined, {
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    await t.close();
    expect(lines.some((line) => line.includes('DEV_INBOX is on in production'))).toBe(true);
  });
});
