import { describe, expect, it } from 'vitest';
import { ConsoleAppLinks } from '@fortuna/contracts';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const IP = '198.51.100.44';
const URL = '/console/api/content/app-links';

/** The console's app download links (content.manage): the side menu's QR codes, served by the site's status. */
describe.each(TEST_DATABASES)("the console's app download links on %s", (kind) => {
  const t = useTestApp(kind);
  const tokens = new Map<string, string>();
  const call = async (method: 'GET' | 'PUT', body?: object, role = 'content') => {
    if (!tokens.has(role)) tokens.set(role, await staffToken(t.app, t.database.db, role));
    return consoleCall(t.app, method, URL, tokens.get(role)!, body, IP);
  };
  const siteResources = async () =>
    (await t.app.inject('/wps/system/status')).json().value.info.resources as Record<string, unknown>;

  it('changes the iOS and Android links: the site’s status serves them at once, audited, the rest of the resources kept', async () => {
    const res = await call('GET');
    expect(res.statusCode, res.body).toBe(200);
    const before = ConsoleAppLinks.parse(res.json().value);
    const site = await siteResources(); // cached now
    expect(site).toMatchObject(before);
    const updated = await call('PUT', {
      iosAppUrl: 'https://apps.example.com/fortuna/ios',
      androidAppUrl: 'https://apps.example.com/fortuna.apk',
      reason: 'new app store listing',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().value).toEqual({
      ...before,
      iosAppUrl: 'https://apps.example.com/fortuna/ios',
      androidAppUrl: 'https://apps.example.com/fortuna.apk',
    });
    expect(await siteResources()).toEqual({
      ...site,
      iosAppUrl: 'https://apps.example.com/fortuna/ios',
      androidAppUrl: 'https://apps.example.com/fortuna.apk',
    });
    const [entry] = (
      await t.app.services.auditChain.page({ action: 'content.appLinks.update', pageNo: 1, pageSize: 1 })
    ).list;
    expect(entry).toMatchObject({
      actor: 'content',
      target: 'app-links',
      before: { iosAppUrl: before.iosAppUrl },
      after: { iosAppUrl: 'https://apps.example.com/fortuna/ios', installGuideUrl: before.installGuideUrl },
      reason: 'new app store listing',
      ip: IP,
    });
    const guide = await call('PUT', { installGuideUrl: '/help#install-app' });
    expect(guide.statusCode, guide.body).toBe(200);
    expect((await siteResources()).installGuideUrl).toBe('/help#install-app');
  });

  it('refuses bad input with 400 at the field and changes nothing', async () => {
    const before = (await call('GET')).json().value;
    for (const body of [
      {},
      { reason: 'only a reason' },
      { iosAppUrl: 'http://plain.example/app' },
      { androidAppUrl: '/app.apk' },
      { androidAppUrl: 'javascript:alert(1)' },
      { installGuideUrl: '//evil.example' },
      { iosAppUrl: `https://x.example/${'a'.repeat(500)}` },
      { logoUrl: '/other.svg' },
    ]) {
      const res = await call('PUT', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const field = (await call('PUT', { iosAppUrl: 'ftp://x.example' })).json().value.errors;
    expect(field).toContainEqual(
      expect.objectContaining({ path: 'body.iosAppUrl', message: 'validation:invalidLink' }),
    );
    expect((await call('GET')).json().value).toEqual(before);
  });

  it('answers 403 to a role without content.manage, and 401 without a session', async () => {
    expect((await call('GET', undefined, 'finance')).statusCode).toBe(403);
    const refused = await call('PUT', { iosAppUrl: 'https://x.example/ios' }, 'support');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await consoleCall(t.app, 'GET', URL, null)).statusCode).toBe(401);
    expect((await call('GET')).json().value.iosAppUrl).not.toBe('https://x.example/ios');
  });
});
