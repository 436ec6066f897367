import { describe, expect, it } from 'vitest';
import { ConsoleMirror, ConsoleServiceChannel } from '@fortuna/contracts';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const IP = '198.51.100.44';

/** Mirrors and customer-service channels added and removed in the console (content.manage), served by the site at once. */
describe.each(TEST_DATABASES)("the console's mirror and service-channel lists on %s", (kind) => {
  const t = useTestApp(kind);
  let token = '';
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
    token ||= await staffToken(t.app, t.database.db, 'content');
    return consoleCall(t.app, method, url, token, body, IP);
  };
  const audit = async (action: string) =>
    (await t.app.services.auditChain.page({ action, pageNo: 1, pageSize: 1 })).list[0];
  const siteMirrors = async () =>
    ((await t.app.inject('/wps/system/domainRoute')).json().value.mirrors as Array<{ url: string }>).map((m) => m.url);
  // (The status sends each channel's path sealed for the client: the titles show what it lists.)
  const siteChannels = async () =>
    ((await t.app.inject('/wps/system/status')).json().value.info.customerService as Array<{ title: string }>).map(
      (c) => c.title,
    );

  it('adds a mirror the site lists at once and removes it again, each audited', async () => {
    const created = await call('POST', '/console/api/content/mirrors', {
      url: 'https://ph9.fortuna.example',
      label: 'Mirror PH-9',
      reason: 'New mirror for the north',
    });
    expect(created.statusCode, created.body).toBe(200);
    const mirror = ConsoleMirror.parse(created.json().value);
    expect(mirror).toMatchObject({ url: 'https://ph9.fortuna.example', verified: true, sort: 0 });
    expect(await siteMirrors()).toContain('https://ph9.fortuna.example');
    expect(await audit('content.mirror.create')).toMatchObject({ after: { id: mirror.id }, ip: IP });

    const removed = await call('POST', `/console/api/content/mirrors/${mirror.id}/remove`, { reason: 'Blocked' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().value).toEqual({ id: mirror.id, removed: true });
    expect(await siteMirrors()).not.toContain('https://ph9.fortuna.example');
    expect(await audit('content.mirror.remove')).toMatchObject({ before: { label: 'Mirror PH-9' }, reason: 'Blocked' });
    expect((await call('POST', `/console/api/content/mirrors/${mirror.id}/remove`, {})).statusCode).toBe(404);
  });

  it('refuses a mirror that is not an https host, or without a label, and adds nothing', async () => {
    const before = (await call('GET', '/console/api/content/mirrors')).json().value.length;
    for (const body of [
      { url: 'http://ph9.fortuna.example', label: 'x' },
      { url: 'https://ph9.fortuna.example/path', label: 'x' },
      { url: 'javascript:alert(1)', label: 'x' },
      { url: 'https://ph9.fortuna.example', label: '  ' },
      { url: 'https://ph9.fortuna.example', label: 'x', extra: 1 },
    ]) {
      const res = await call('POST', '/console/api/content/mirrors', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('GET', '/console/api/content/mirrors')).json().value.length).toBe(before);
  });

  it('adds a service channel the site shows at once, refuses a mismatched address, and removes it', async () => {
    for (const body of [
      { type: 'EMAIL', csPosition: 'FOOTER', title: 'Mail', path: 'https://mail.example' },
      { type: 'TELEGRAM', csPosition: 'SIDEMENU', title: 'TG', path: 'mailto:a@b.example' },
      { type: 'TELEGRAM', csPosition: 'SIDEMENU', title: 'TG', path: 'javascript:x' },
      { type: 'PIGEON', csPosition: 'SIDEMENU', title: 'TG', path: 'https://t.me/x' },
    ]) {
      expect((await call('POST', '/console/api/content/service-channels', body)).statusCode, body.path).toBe(400);
    }
    const created = await call('POST', '/console/api/content/service-channels', {
      type: 'VIBER',
      csPosition: 'SIDEMENU',
      title: 'Viber',
      path: 'https://invite.viber.com/?g=fortuna',
      sort: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const channel = ConsoleServiceChannel.parse(created.json().value);
    expect(channel).toMatchObject({ type: 'VIBER', csType: 'URL', enabled: true, sort: 5 });
    expect(await siteChannels()).toContain('Viber');
    // The e-mail channel keeps a mailto: address when its path changes; a web address is refused.
    const email = ConsoleServiceChannel.array()
      .parse((await call('GET', '/console/api/content/service-channels')).json().value)
      .find((c) => c.csType === 'MAIL')!;
    const bad = await call('PUT', `/console/api/content/service-channels/${email.id}`, { path: 'https://x.example' });
    expect(bad.statusCode).toBe(400);
    const mail = await call('PUT', `/console/api/content/service-channels/${email.id}`, { path: email.path });
    expect(mail.statusCode, mail.body).toBe(200);

    const removed = await call('POST', `/console/api/content/service-channels/${channel.id}/remove`, {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await siteChannels()).not.toContain('Viber');
    expect(await audit('content.serviceChannel.remove')).toMatchObject({ before: { title: 'Viber' }, ip: IP });
  });
});
