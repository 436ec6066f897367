import { describe, expect, it } from 'vitest';
import { ConsoleHelpArticle, ConsoleMirror, ConsoleServiceChannel } from '@fortuna/contracts';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const IP = '198.51.100.43';

/** The console's help-centre articles (content.manage), served by the site's help call at once. */
describe.each(TEST_DATABASES)("the console's help centre on %s", (kind) => {
  const t = useTestApp(kind);
  let token = '';
  const call = async (method: 'GET' | 'PUT', url: string, body?: object) => {
    token ||= await staffToken(t.app, t.database.db, 'content');
    return consoleCall(t.app, method, url, token, body, IP);
  };
  const site = async (lang: string) =>
    (await t.app.inject(`/wps/system/helpCenter?lang=${lang}&device=WEB`)).json().value as Array<{
      id: number;
      title: string;
      content: string;
    }>;

  it('lists every language’s articles and updates one: the site serves it at once, audited', async () => {
    const res = await call('GET', '/console/api/content/help?lang=TH');
    expect(res.statusCode, res.body).toBe(200);
    const articles = ConsoleHelpArticle.array().parse(res.json().value);
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((a) => a.lang === 'TH')).toBe(true);
    const article = articles[0]!;
    const updated = await call('PUT', `/console/api/content/help/${article.id}`, {
      title: 'ข้อกำหนดใหม่',
      content: 'เนื้อหาใหม่',
      reason: 'legal review',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await site('TH')).find((a) => a.id === article.id)).toMatchObject({
      title: 'ข้อกำหนดใหม่',
      content: 'เนื้อหาใหม่',
    });
    const [entry] = (await t.app.services.auditChain.page({ action: 'content.help.update', pageNo: 1, pageSize: 1 }))
      .list;
    expect(entry).toMatchObject({
      actor: 'content',
      target: `help:${article.id}`,
      before: { title: article.title },
      after: { title: 'ข้อกำหนดใหม่' },
      reason: 'legal review',
      ip: IP,
    });
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const before = (await call('GET', '/console/api/content/help')).json().value;
    const id = before[0].id as number;
    for (const body of [{}, { title: '' }, { content: 'x'.repeat(50_001) }, { key: 'other' }, { sort: -1 }]) {
      const res = await call('PUT', `/console/api/content/help/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('PUT', '/console/api/content/help/999999999', { title: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/console/api/content/help?lang=FR')).statusCode).toBe(400);
    expect((await call('GET', '/console/api/content/help')).json().value).toEqual(before);
  });

  it('updates a mirror: the site’s domain route serves it at once, audited; bad input changes nothing', async () => {
    const res = await call('GET', '/console/api/content/mirrors');
    expect(res.statusCode, res.body).toBe(200);
    const mirrors = ConsoleMirror.array().parse(res.json().value);
    expect(mirrors.length).toBeGreaterThan(0);
    const mirror = mirrors[0]!;
    const route = async () => (await t.app.inject('/wps/system/domainRoute')).json().value.mirrors as object[];
    await route(); // cached now
    for (const body of [{}, { url: 'http://plain.example' }, { url: 'javascript:x' }, { label: '' }]) {
      expect((await call('PUT', `/console/api/content/mirrors/${mirror.id}`, body)).statusCode).toBe(400);
    }
    expect((await call('PUT', '/console/api/content/mirrors/999999999', { label: 'x' })).statusCode).toBe(404);
    const updated = await call('PUT', `/console/api/content/mirrors/${mirror.id}`, {
      url: 'https://m9.example.com',
      label: 'Mirror 9',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await route()).toContainEqual({
      url: 'https://m9.example.com',
      label: 'Mirror 9',
      verified: mirror.verified,
    });
    const [entry] = (await t.app.services.auditChain.page({ action: 'content.mirror.update', pageNo: 1, pageSize: 1 }))
      .list;
    expect(entry).toMatchObject({
      target: `mirror:${mirror.id}`,
      before: { url: mirror.url },
      after: { url: 'https://m9.example.com' },
      ip: IP,
    });
  });

  it('switches a customer-service channel off: the site’s status drops it at once, audited', async () => {
    const res = await call('GET', '/console/api/content/service-channels');
    expect(res.statusCode, res.body).toBe(200);
    const channels = ConsoleServiceChannel.array().parse(res.json().value);
    const on = channels.find((c) => c.enabled)!;
    const titles = async () =>
      ((await t.app.inject('/wps/system/status')).json().value.info.customerService as Array<{ title: string }>).map(
        (c) => c.title,
      );
    expect(await titles()).toContain(on.title);
    expect(
      (await call('PUT', `/console/api/content/service-channels/${on.id}`, { path: 'javascript:x' })).statusCode,
    ).toBe(400);
    const off = await call('PUT', `/console/api/content/service-channels/${on.id}`, {
      enabled: false,
      title: 'Off line',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await titles()).not.toContain('Off line');
    expect(await titles()).not.toContain(on.title);
    const [entry] = (
      await t.app.services.auditChain.page({ action: 'content.serviceChannel.update', pageNo: 1, pageSize: 1 })
    ).list;
    expect(entry).toMatchObject({ before: { enabled: true }, after: { enabled: false }, ip: IP });
    await call('PUT', `/console/api/content/service-channels/${on.id}`, { enabled: true, title: on.title });
  });
});
