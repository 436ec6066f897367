import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SECURITY_DATABASES, startServer, useSecurityServer } from './harness/index.js';

/**
 * Issue 17, findings 1, 2 and 8 against the built server: what demo mode (`npm start`) opens and
 * to whom, that a bare start is production with no dev tools, and the starts it refuses.
 */

/** An IPv4 address of this machine that is not loopback: a client there is "another machine". */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe.each(SECURITY_DATABASES)('demo mode (npm start) on %s', (database) => {
  // Reachable from other machines, behind a proxy it trusts: the setting where the inbox leaked.
  const suite = useSecurityServer({ database, host: '0.0.0.0', env: { TRUSTED_PROXIES: '127.0.0.1' } });

  it('the inbox answers loopback only: not another address, not a forwarded request', async () => {
    const api = suite.client();
    expect((await api.get('/dev/api/inbox?channel=sms')).status).toBe(200);
    for (const forwarded of ['127.0.0.1', '198.51.100.7'])
      expect((await api.get('/dev/api/inbox?channel=sms', { headers: { 'x-forwarded-for': forwarded } })).status).toBe(
        404,
      );
    expect((await api.get('/dev/api/inbox?channel=email', { headers: { forwarded: 'for=127.0.0.1' } })).status).toBe(
      404,
    );
    if (outsideAddress) {
      const remote = await fetch(`http://${outsideAddress}:${suite.server().port}/dev/api/inbox?channel=sms`);
      expect(remote.status).toBe(404);
      expect(await remote.text()).not.toContain('recipient');
    }
  });

  it('never brings the dev tools, and tells the site it is a demo', async () => {
    const api = suite.client();
    const token = await api.post('/dev/api/phoneAuth/token', { countryDialingCode: '63', mobileNum: '9171234567' });
    expect(token.status).toBe(404);
    const status = await api.get<{ demo: { devInbox: boolean; sandboxGateway: boolean } }>('/wps/system/status');
    expect(status.body?.value.demo).toEqual({ devInbox: true, sandboxGateway: true });
    // The sandbox gateway is mounted: an unsigned payment request is refused by it, not unknown.
    expect((await api.post('/sandbox-gateway/api/payments', {})).status).toBe(400);
  });
});

describe('a production server (no demo mode)', () => {
  const suite = useSecurityServer({ demo: false, ledgerCheck: false });

  it('has no inbox, no sandbox gateway and no sandbox channel, and shows no ribbon', async () => {
    const api = suite.client();
    expect((await api.get('/dev/api/inbox?channel=sms')).status).toBe(404);
    expect((await api.post('/sandbox-gateway/api/payments', {})).status).toBe(404);
    expect((await api.get(`/sandbox-gateway/pay/${randomUUID()}`)).status).toBe(404);
    const status = await api.get<{ demo: object }>('/wps/system/status');
    expect(status.body?.value.demo).toEqual({ devInbox: false, sandboxGateway: false });
    const token = await api.token('demo', 'Demo1234');
    const channels = await api.get<Array<{ code: string }>>('/wps/cashier/channels', { token });
    expect(channels.body?.value.map((c) => c.code)).toEqual(['BDO']);
  });
});

describe('starts the server refuses, and the bare start', () => {
  it('refuses production with the sandbox channels configured, naming them', async () => {
    await expect(startServer({ demo: false, sandboxChannels: true })).rejects.toThrow(
      /exited with 78[\s\S]*refuses to start: payment channels GCASH \(sandbox\), MAYA \(sandbox\)/,
    );
  });

  it('refuses dev tools with production, whether named or by default (NODE_ENV unset)', async () => {
    for (const NODE_ENV of ['production', ''])
      await expect(startServer({ demo: false, env: { NODE_ENV, DEV_TOOLS: 'true' } })).rejects.toThrow(
        /exited with 78[\s\S]*refuses to start: DEV_TOOLS=true is refused in production/,
      );
  });

  it('a start with no NODE_ENV is production: no captcha answers, no inbox', async () => {
    const server = await startServer({ demo: false, env: { NODE_ENV: '', DEMO_MODE: '' } });
    try {
      const slider = (await (await fetch(`${server.baseUrl}/wps/captcha/slider`)).json()) as {
        value: { captchaId: string };
      };
      expect((await fetch(`${server.baseUrl}/dev/api/captcha/${slider.value.captchaId}`)).status).toBe(404);
      expect((await fetch(`${server.baseUrl}/dev/api/inbox?channel=sms`)).status).toBe(404);
    } finally {
      await server.stop();
      await server.dispose();
    }
  });
});
