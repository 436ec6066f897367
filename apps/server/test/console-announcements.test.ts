import { describe, expect, it } from 'vitest';
import { Announcements, ConsoleAnnouncement, envelope } from '@fortuna/contracts';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const IP = '198.51.100.42';

/** The console's announcements and marquee (content.manage), served by the site's announcement calls at once. */
describe.each(TEST_DATABASES)("the console's announcements on %s", (kind) => {
  const t = useTestApp(kind);
  let token = '';
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: object) => {
    token ||= await staffToken(t.app, t.database.db, 'content');
    return consoleCall(t.app, method, url, token, body, IP);
  };
  /** Every announcement the site shows now, whatever its group. */
  const site = async (query = 'types=B,PL,PU,PR,H&platform=W&execution=B&language=EN') => {
    const res = await t.app.inject(`/lgw/games/announcements?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const value = envelope(Announcements).parse(res.json()).value;
    return [...value.banners, ...value.player, ...value.popup, ...value.promotion];
  };
  const list = async (query = '') => {
    const res = await call('GET', `/console/api/content/announcements${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ConsoleAnnouncement.array().parse(res.json().value);
  };
  const lastEntry = async (action: string) =>
    (await t.app.services.auditChain.page({ action, pageNo: 1, pageSize: 1 })).list[0];
  const chainLength = async () => (await t.app.services.auditChain.page({ pageNo: 1, pageSize: 1 })).total;

  it('lists the seeded announcements by type, live ones marked', async () => {
    const rows = await list('?type=H&lang=EN');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((a) => a.type === 'H' && a.lang === 'EN')).toBe(true);
    const shown = await site('types=H&platform=W&execution=B&language=EN');
    for (const a of shown) expect(rows.find((r) => r.id === a.id)?.live).toBe(true);
  });

  it('publishes a marquee line the site shows at once, edits it and disables it, each audited', async () => {
    const res = await call('POST', '/console/api/content/announcements', {
      type: 'H',
      lang: 'EN',
      title: 'Marquee',
      content: 'Weekend cashback 5%',
      reason: 'weekend',
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = ConsoleAnnouncement.parse(res.json().value);
    expect(a).toMatchObject({ type: 'H', platform: 'W', audience: 'all', live: true });
    expect((await site()).find((s) => s.id === a.id)).toMatchObject({ type: 'H', content: 'Weekend cashback 5%' });
    expect(await lastEntry('content.announcement.create')).toMatchObject({
      actor: 'content',
      target: `announcement:${a.id}`,
      before: null,
      after: { content: 'Weekend cashback 5%' },
      reason: 'weekend',
      ip: IP,
    });

    const edited = await call('PUT', `/console/api/content/announcements/${a.id}`, { audience: 'members' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await site('types=H&platform=W&execution=V&language=EN')).some((s) => s.id === a.id)).toBe(false);
    expect((await site('types=H&platform=W&execution=M&language=EN')).some((s) => s.id === a.id)).toBe(true);
    expect(await lastEntry('content.announcement.update')).toMatchObject({
      before: { audience: 'all' },
      after: { audience: 'members' },
    });

    const disabled = await call('POST', `/console/api/content/announcements/${a.id}/disable`, {});
    expect(disabled.json().value).toMatchObject({ live: false });
    expect((await site()).some((s) => s.id === a.id)).toBe(false);
    expect((await lastEntry('content.announcement.disable'))?.before).toMatchObject({ endsAt: null });
  });

  it('schedules a popup notice: listed by the console, shown by the site only from its start', async () => {
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call('POST', '/console/api/content/announcements', {
      type: 'PU',
      lang: 'TH',
      title: 'ประกาศ',
      content: 'ปิดปรับปรุงระบบ',
      startsAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ live: false, startsAt });
    const shown = await site('types=PU&platform=W&execution=B&language=TH');
    expect(shown.some((s) => s.id === res.json().value.id)).toBe(false);
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const before = await list();
    const entries = await chainLength();
    const base = { type: 'PL', lang: 'EN', title: 'T', content: 'C' };
    for (const body of [
      { ...base, type: 'X' },
      { ...base, lang: 'DE' },
      { ...base, title: 'x'.repeat(201) },
      { ...base, content: '' },
      { ...base, content: 'x'.repeat(5001) },
      { ...base, audience: 'robots' },
      { ...base, imageUrl: 'javascript:alert(1)' },
      { ...base, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
    ]) {
      const res = await call('POST', '/console/api/content/announcements', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const id = before[0]!.id;
    for (const body of [{}, { endsAt: '1999-01-01T00:00:00Z' }]) {
      expect((await call('PUT', `/console/api/content/announcements/${id}`, body)).statusCode).toBe(400);
    }
    expect((await call('PUT', '/console/api/content/announcements/999999999', { title: 'x' })).statusCode).toBe(404);
    expect(await list()).toEqual(before);
    expect(await chainLength()).toBe(entries);
  });
});
