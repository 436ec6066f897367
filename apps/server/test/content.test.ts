import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Announcements, Banners, envelope } from '@fortuna/contracts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.js';

describe.each(TEST_DATABASES)('announcements, banners and artwork on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const announcements = async (query: string, url = '/lgw/games/announcements') => {
    const res = await t.app.inject(`${url}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return envelope(Announcements).parse(res.json()).value;
  };

  it.each(['EN', 'TY', 'TH'])(
    'groups the %s announcements as banners, player, popup and promotion',
    async (language) => {
      const query = `types=B,PL,PU,PR,H&platform=W&execution=B&language=${language}`;
      // The demo seeds no promotion texts (house rule 3: promotions arrive with issue 22)…
      expect((await announcements(query)).promotion).toEqual([]);
      // …so one is written here to see it grouped (started a minute ago: the server's clock and
      // the database's may differ by a few milliseconds).
      await t.database.db.execute(sql`INSERT INTO announcement (merchant_code, type, lang, title, content, starts_at)
        VALUES ('FORTUNA', 'PR', ${language}, 'A promotion', 'x', now() - interval '1 minute')`);
      const value = await announcements(query);
      expect(value.banners.length).toBeGreaterThan(0);
      expect(value.popup.length).toBeGreaterThan(0);
      expect(value.promotion.map((a) => a.title)).toEqual(['A promotion']);
      // Notices fill more than one page of the notice popup (9 per page).
      expect(value.player.filter((a) => a.type === 'PL').length).toBeGreaterThan(9);
      expect(value.player.some((a) => a.type === 'H')).toBe(true);
      expect(value.banners.every((a) => a.type === 'B')).toBe(true);
      expect(value.popup.every((a) => a.type === 'PU')).toBe(true);
      expect(value.promotion.every((a) => a.type === 'PR')).toBe(true);
      for (const a of [...value.player, ...value.popup]) {
        expect(a.title.length).toBeGreaterThan(0);
        expect(a.content.length).toBeGreaterThan(0);
        expect(Number.isNaN(Date.parse(a.time))).toBe(false);
      }
    },
  );

  // House rule 3: the demo seed markets nothing that does not exist (promotions, VIP and the points
  // mall arrive with issue 22, the lottery with issue 20).
  it('seeds no texts or banners for modules not built yet', async () => {
    const unbuilt = /bonus|cashback|jackpot|lottery|referral|mission|points|VIP|reload/i;
    const value = await announcements('types=B,PL,PU,PR,H&platform=W&execution=B&language=EN');
    for (const a of [...value.banners, ...value.player, ...value.popup, ...value.promotion]) {
      expect(`${a.title} ${a.content}`).not.toMatch(unbuilt);
    }
    for (const group of ['w_home', 'w_reg', 'w_leftmenu']) {
      const res = await t.app.inject(`/wps/content/banners?groupName=${group}&language=EN`);
      for (const b of envelope(Banners).parse(res.json()).value) {
        expect(b.title).not.toMatch(unbuilt);
        expect(b.linkUrl ?? '').not.toMatch(/^\/(promotions|pointMall|lottery|seaLottery|vnLottery)\b/);
      }
    }
  });

  it('returns text in the requested language, English for a language without content', async () => {
    const th = await announcements('types=PU&language=TH');
    const ty = await announcements('types=PU&language=TY');
    const en = await announcements('types=PU&language=EN');
    expect(th.popup[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
    expect(ty.popup[0]?.title).not.toBe(en.popup[0]?.title);
    const ja = await announcements('types=PU&language=JA');
    expect(ja.popup.map((a) => a.title)).toEqual(en.popup.map((a) => a.title));
  });

  it('returns only the requested types, via the relay path too', async () => {
    const value = await announcements('types=PU&types=PR', '/wps/relay/announcements');
    expect(value.player).toEqual([]);
    expect(value.banners).toEqual([]);
    expect(value.popup.length + value.promotion.length).toBeGreaterThan(0);
  });

  it('hides announcements outside their start and end times', async () => {
    await t.database.db
      .execute(sql`INSERT INTO announcement (merchant_code, type, lang, title, content, starts_at, ends_at) VALUES
      ('FORTUNA', 'PU', 'EN', 'Ended', 'x', now() - interval '2 days', now() - interval '1 day'),
      ('FORTUNA', 'PU', 'EN', 'Future', 'x', now() + interval '1 day', NULL)`);
    const titles = (await announcements('types=PU&language=EN')).popup.map((a) => a.title);
    expect(titles).not.toContain('Ended');
    expect(titles).not.toContain('Future');
  });

  it('narrows to visitors (execution V) or members (execution M); B returns every audience', async () => {
    await t.database.db
      .execute(sql`INSERT INTO announcement (merchant_code, type, lang, title, content, audience) VALUES
      ('FORTUNA', 'PU', 'EN', 'Members only', 'x', 'members')`);
    const titles = async (execution: string) =>
      (await announcements(`types=PU&language=EN&execution=${execution}`)).popup.map((a) => `${a.title}|${a.audience}`);
    const visitors = await titles('V');
    const members = await titles('M');
    const both = await titles('B');
    // The demo's "Register today" popup is for visitors only: a member never sees it.
    expect(visitors).toContain('Welcome to Fortuna|visitors');
    expect(members).not.toContain('Welcome to Fortuna|visitors');
    expect(visitors).not.toContain('Members only|members');
    expect(members).toContain('Members only|members');
    expect(members).toContain('Play responsibly|all');
    expect(visitors).toContain('Play responsibly|all');
    expect(both).toEqual(expect.arrayContaining([...visitors, ...members]));
  });

  it.each(['w_home', 'w_reg', 'w_leftmenu'])('serves the %s banners with platform-generated art', async (group) => {
    const res = await t.app.inject(`/wps/content/banners?groupName=${group}&language=TY`);
    const banners = envelope(Banners).parse(res.json()).value;
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      expect(b.groupName).toBe(group);
      expect(b.url).toMatch(/^\/banners\/\d+\.svg$/);
      const art = await t.app.inject(`/media${b.url}`);
      expect(art.statusCode).toBe(200);
      expect(art.headers['content-type']).toContain('image/svg+xml');
      expect(art.body).toContain(b.title.replace(/&/g, '&amp;'));
    }
  });

  it.each(['TY', 'TH'])('the demo banners speak %s: no headline is left in English', async (language) => {
    const titles = async (lang: string, group: string) => {
      const res = await t.app.inject(`/wps/content/banners?groupName=${group}&language=${lang}`);
      return envelope(Banners)
        .parse(res.json())
        .value.map((b) => b.title);
    };
    for (const group of ['w_home', 'w_reg', 'w_leftmenu']) {
      const english = await titles('EN', group);
      const local = await titles(language, group);
      expect(local).toHaveLength(english.length);
      local.forEach((title, i) => expect(title, `${group} ${i + 1}`).not.toBe(english[i]));
    }
  });

  it('a banner in Thai carries its Thai font inline; one in another language carries none', async () => {
    const art = async (language: string) => {
      const res = await t.app.inject(`/wps/content/banners?groupName=w_home&language=${language}`);
      const banner = envelope(Banners).parse(res.json()).value[0]!;
      return { banner, res: await t.app.inject(`/media${banner.url}`) };
    };
    const th = await art('TH');
    expect(th.banner.title).toMatch(/[\u0E00-\u0E7F]/);
    expect(th.res.body).toContain("@font-face{font-family:'Noto Sans Thai'");
    expect(th.res.body).toMatch(/src:url\(data:font\/woff2;base64,[A-Za-z0-9+/]{20000,}={0,2}\)/);
    // An image may use fonts given inline, nothing fetched.
    expect(th.res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; font-src data:",
    );
    const en = await art('EN');
    expect(en.res.statusCode).toBe(200);
    expect(en.res.body).not.toContain('@font-face');
  });

  it('serves game and vendor art with long cache headers and answers 304 to a matching ETag', async () => {
    const list = (await t.app.inject('/wps/relay/GCSGAME_gameList?pageSize=1&gameName=da%20nang')).json().value.list;
    const game = list[0];
    const res = await t.app.inject(`/media${game.iconUrl}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('Đà Nẵng');
    const etag = String(res.headers.etag);
    expect((await t.app.inject(`/media${game.iconUrl}`)).body).toBe(res.body);
    const cached = await t.app.inject({ url: `/media${game.iconUrl}`, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    const vendor = await t.app.inject('/media/vendors/TCG_LOTTO_VN.svg');
    expect(vendor.statusCode).toBe(200);
    expect(vendor.body).toContain('TCG Vietnam Lottery');
    expect((await t.app.inject('/media/games/99999999.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/media/vendors/NOPE.svg')).statusCode).toBe(404);
  });

  it.each([
    '/lgw/games/announcements?types=X',
    '/lgw/games/announcements?platform=Q',
    '/lgw/games/announcements?execution=A',
    '/lgw/games/announcements?language=XX',
    '/wps/relay/announcements?foo=1',
    '/wps/content/banners',
    '/wps/content/banners?groupName=w_footer',
    '/media/games/abc.svg',
    '/media/banners/1.png',
  ])('refuses bad input with a 400 envelope: %s', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});
