import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Banners, ConsoleBanner, envelope } from '@fortuna/contracts';
import { consoleCall, staffToken } from './staff-helpers.js';
import { TEST_DATABASES, useTestApp } from './test-app.js';

const IP = '198.51.100.41';

/** The console's Content API: banners by group (content.manage), served by the player site at once. */
describe.each(TEST_DATABASES)("the console's banners on %s", (kind) => {
  const t = useTestApp(kind);
  let token = '';
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: object) => {
    token ||= await staffToken(t.app, t.database.db, 'content');
    return consoleCall(t.app, method, url, token, body, IP);
  };
  /** What the player site's banner call answers now. */
  const siteBanners = async (groupName: string, language = 'EN') => {
    const res = await t.app.inject(`/wps/content/banners?groupName=${groupName}&language=${language}`);
    expect(res.statusCode, res.body).toBe(200);
    return envelope(Banners).parse(res.json()).value;
  };
  const consoleBanners = async (query = '') => {
    const res = await call('GET', `/console/api/content/banners${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ConsoleBanner.array().parse(res.json().value);
  };
  const lastEntry = async (action: string) =>
    (await t.app.services.auditChain.page({ action, pageNo: 1, pageSize: 1 })).list[0];
  const chainLength = async () => (await t.app.services.auditChain.page({ pageNo: 1, pageSize: 1 })).total;

  it('lists the seeded banners of a group in every language, live ones marked', async () => {
    const rows = await consoleBanners('?groupName=w_home');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((b) => b.groupName === 'w_home')).toBe(true);
    expect(new Set(rows.map((b) => b.lang))).toEqual(new Set(['EN', 'TY', 'TH']));
    const site = await siteBanners('w_home');
    for (const b of site) expect(rows.find((r) => r.id === b.id)?.live).toBe(true);
  });

  it('publishes a banner the site lists at once, edits it, disables it (gone) and deletes it, each audited', async () => {
    const created = await call('POST', '/console/api/content/banners', {
      groupName: 'w_reg',
      lang: 'TH',
      title: 'โปรโมชั่นใหม่',
      subtitle: 'Welcome bonus',
      linkUrl: '/promotions',
      sort: 1,
      reason: 'November campaign',
    });
    expect(created.statusCode, created.body).toBe(200);
    const banner = ConsoleBanner.parse(created.json().value);
    expect(banner).toMatchObject({ groupName: 'w_reg', lang: 'TH', live: true, endsAt: null });
    expect((await siteBanners('w_reg', 'TH')).find((b) => b.id === banner.id)).toMatchObject({
      title: 'โปรโมชั่นใหม่',
      linkUrl: '/promotions',
    });
    expect(await siteBanners('w_reg', 'EN')).not.toContainEqual(expect.objectContaining({ id: banner.id }));
    expect(await lastEntry('content.banner.create')).toMatchObject({
      actorKind: 'staff',
      actor: 'content',
      target: `banner:${banner.id}`,
      before: null,
      after: { title: 'โปรโมชั่นใหม่', lang: 'TH' },
      reason: 'November campaign',
      ip: IP,
    });

    const edited = await call('PUT', `/console/api/content/banners/${banner.id}`, { title: 'Updated', sort: 0 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await siteBanners('w_reg', 'TH')).find((b) => b.id === banner.id)?.title).toBe('Updated');
    expect(await lastEntry('content.banner.update')).toMatchObject({
      before: { title: 'โปรโมชั่นใหม่', sort: 1 },
      after: { title: 'Updated', sort: 0 },
      reason: '',
    });

    const disabled = await call('POST', `/console/api/content/banners/${banner.id}/disable`, {});
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().value).toMatchObject({ live: false });
    expect(await siteBanners('w_reg', 'TH')).not.toContainEqual(expect.objectContaining({ id: banner.id }));
    expect((await lastEntry('content.banner.disable'))?.before).toMatchObject({ endsAt: null });

    const again = await call('PUT', `/console/api/content/banners/${banner.id}`, { endsAt: null });
    expect(again.json().value).toMatchObject({ live: true });
    expect((await siteBanners('w_reg', 'TH')).some((b) => b.id === banner.id)).toBe(true);

    const removed = await call('POST', `/console/api/content/banners/${banner.id}/remove`, { reason: 'over' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await siteBanners('w_reg', 'TH')).not.toContainEqual(expect.objectContaining({ id: banner.id }));
    expect(await lastEntry('content.banner.remove')).toMatchObject({ after: null, before: { title: 'Updated' } });
    expect((await call('POST', `/console/api/content/banners/${banner.id}/disable`, {})).statusCode).toBe(404);
  });

  it('schedules: a banner starting tomorrow is listed by the console, not yet by the site', async () => {
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const res = await call('POST', '/console/api/content/banners', {
      groupName: 'w_leftmenu',
      lang: 'EN',
      title: 'Soon',
      startsAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ live: false, startsAt });
    expect(await siteBanners('w_leftmenu')).not.toContainEqual(expect.objectContaining({ id: res.json().value.id }));
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const before = await consoleBanners();
    const entries = await chainLength();
    const base = { groupName: 'w_home', lang: 'EN', title: 'Fine' };
    const bad: object[] = [
      { ...base, groupName: 'w_nowhere' },
      { ...base, lang: 'FR' },
      { ...base, title: 'x'.repeat(121) },
      { ...base, title: '' },
      { ...base, subtitle: 'x'.repeat(201) },
      { ...base, linkUrl: 'javascript:alert(1)' },
      { ...base, linkUrl: '//evil.example' },
      { ...base, sort: -1 },
      { ...base, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
      { ...base, extra: 1 },
    ];
    for (const body of bad) {
      const res = await call('POST', '/console/api/content/banners', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const id = before[0]!.id;
    for (const body of [{}, { title: 'x'.repeat(121) }, { endsAt: '1999-01-01T00:00:00Z' }]) {
      const res = await call('PUT', `/console/api/content/banners/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('PUT', '/console/api/content/banners/999999999', { title: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/console/api/content/banners?groupName=w_nowhere')).statusCode).toBe(400);
    expect(await consoleBanners()).toEqual(before);
    expect(await chainLength()).toBe(entries);
  });

  it('uploads a picture (re-encoded): the site’s banner points at it and /media serves it; bad bytes change nothing', async () => {
    const created = await call('POST', '/console/api/content/banners', {
      groupName: 'w_home',
      lang: 'EN',
      title: 'Pic',
    });
    const id = created.json().value.id as number;
    const upload = (data: Buffer, type: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/console/api/content/banners/${id}/image`,
        remoteAddress: IP,
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        payload: data,
      });
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const entries = await chainLength();
    const fake = Buffer.concat([png.subarray(0, 16), Buffer.from('<script>alert(1)</script>')]);
    for (const [data, type, status] of [
      [fake, 'image/png', 415],
      [Buffer.from('GIF89a....'), 'image/png', 415],
      [png, 'image/jpeg', 415],
      [Buffer.alloc(6 * 1024 * 1024, 1), 'image/png', 413],
    ] as const) {
      const res = await upload(data, type);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    }
    expect(await chainLength()).toBe(entries);
    expect((await siteBanners('w_home')).find((b) => b.id === id)?.url).toBe(`/banners/${id}.svg`);

    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().value.imageUrl as string;
    expect(url).toMatch(new RegExp(`^/banner-images/${id}-[0-9a-f]{12}\\.png$`));
    expect((await siteBanners('w_home')).find((b) => b.id === id)?.url).toBe(url);
    const served = await t.app.inject(`/media${url}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
    expect(await lastEntry('content.banner.image')).toMatchObject({
      before: { imageUrl: null },
      after: { imageUrl: url },
      ip: IP,
    });
    expect((await t.app.inject(`/media/banner-images/${id}-000000000000.png`)).statusCode).toBe(404);
    expect((await t.app.inject('/media/banner-images/x.png')).statusCode).toBe(400);
  });

  it('is refused to a role without content.manage', async () => {
    const support = await staffToken(t.app, t.database.db, 'support');
    const res = await consoleCall(t.app, 'POST', '/console/api/content/banners', support, {
      groupName: 'w_home',
      lang: 'EN',
      title: 'No',
    });
    expect(res.statusCode).toBe(403);
  });
});
