import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';

/** An IPv4 address of this machine that is not loopback, when it has one. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

describe.each(TEST_DATABASES)('the dev inbox answers only this machine on %s (finding 1)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // As behind a proxy the brand trusts: request.ip would be the forwarded address.
    t = await createTestApp(kind, { env: 'production', devTools: false, trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => t?.close());

  const inbox = (opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ url: '/dev/api/inbox?channel=sms', ...opts });

  it('answers a loopback client (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])
      expect((await inbox({ remoteAddress })).statusCode, remoteAddress).toBe(200);
  });

  it('is not there for a client on another machine', async () => {
    for (const remoteAddress of ['192.0.2.10', '10.0.0.5', '::ffff:192.0.2.10', '2001:db8::1']) {
      const res = await inbox({ remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('never believes a forwarded address, not even one naming loopback from a trusted proxy', async () => {
    for (const headers of <Array<Record<string, string>>>[
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '198.51.100.4' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ]) {
      expect((await inbox({ headers })).statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('over a real socket: refused on a non-loopback interface, answered on loopback', async () => {
    await t.app.listen({ port: 0, host: '0.0.0.0' });
    const { port } = t.app.server.address() as { port: number };
    expect((await fetch(`http://127.0.0.1:${port}/dev/api/inbox?channel=sms`)).status).toBe(200);
    if (outsideAddress)
      expect((await fetch(`http://${outsideAddress}:${port}/dev/api/inbox?channel=sms`)).status).toBe(404);
  });
});

describe('the site is told what demo mode opened (the demo ribbon)', () => {
  it('both on in demo mode, both off without it', async () => {
    const demo = await createTestApp('pglite', { demoMode: true, devInbox: true });
    try {
      expect((await demo.app.inject('/wps/system/status')).json().value.demo).toEqual({
        devInbox: true,
        sandboxGateway: true,
      });
    } finally {
      await demo.close();
    }
    const plain = await createTestApp('pglite', { demoMode: false, devInbox: false, seedDemo: false });
    try {
      expect((await plain.app.inject('/wps/system/status')).json().value.demo).toEqual({
        devInbox: false,
        sandboxGateway: false,
      });
    } finally {
      await plain.close();
    }
  });
});
