import { describe, expect, it } from 'vitest';
import { hasThai, initials, renderBannerArt, renderGameArt, renderVendorArt, wrapLines } from './artwork-fns.js';
import { categoryScope, createLruCache, lobbyCategoryOf, maskCustomerName } from './games-fns.js';

describe('games rules', () => {
  it('masks winner names', () => {
    expect(maskCustomerName('mariaclara42')).toBe('ma***42');
    expect(maskCustomerName('abcd')).toBe('a***');
  });

  it('maps SPORTS vendors to their lobby category', () => {
    expect(lobbyCategoryOf('AV', 'SPORTS')).toBe('ESPORTS');
    expect(lobbyCategoryOf('DS88', 'SPORTS')).toBe('COCKFIGHT');
    expect(lobbyCategoryOf('SABA', 'SPORTS')).toBe('SPORTS');
    expect(lobbyCategoryOf('AV', 'RNG')).toBe('RNG');
    expect(categoryScope('SPORTS')[0]?.exceptVendors).toContain('WS168');
  });

  it('evicts the least recently used entry and expires old ones', () => {
    let now = 0;
    const cache = createLruCache<number>(2, 100, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 101;
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('generated artwork', () => {
  it('is deterministic and escapes names', () => {
    const a = renderGameArt({ nodeId: 7, gameName: 'Pearl, Lotus & "Koi" <3', vassalage: 'PG', gameType: 'RNG' });
    expect(renderGameArt({ nodeId: 7, gameName: 'Pearl, Lotus & "Koi" <3', vassalage: 'PG', gameType: 'RNG' })).toBe(a);
    expect(a).toContain('&amp;');
    expect(a).not.toContain('<3');
    expect(
      renderGameArt({ nodeId: 8, gameName: 'Pearl, Lotus & "Koi" <3', vassalage: 'PG', gameType: 'RNG' }),
    ).not.toBe(a);
    expect(renderVendorArt({ vassalage: 'PG', displayName: 'PG Soft' })).toContain('PG Soft');
    expect(renderBannerArt({ id: 1, groupName: 'w_reg', title: 'Join', subtitle: 'Now' })).toContain(
      'viewBox="0 0 800 300"',
    );
  });

  it('puts a banner font rule inside the art only when given one, and tells Thai text apart', () => {
    const banner = { id: 1, groupName: 'w_home', title: 'โบนัสต้อนรับ 100%', subtitle: 'Join' };
    expect(renderBannerArt(banner)).not.toContain('<style>');
    const face = "@font-face{font-family:'Noto Sans Thai';src:url(data:font/woff2;base64,AAAA) format('woff2')}";
    expect(renderBannerArt(banner, face)).toContain(`<defs><style>${face}</style>`);
    expect(hasThai(banner.title)).toBe(true);
    expect(hasThai('Maligayang pagdating 100% Đà Nẵng')).toBe(false);
  });

  it('takes initials and wraps long names into two lines', () => {
    expect(initials('Đà Nẵng')).toBe('ĐN');
    expect(initials('Galaxy')).toBe('GA');
    expect(wrapLines('Spirit of the Cherries Jackpot', 18, 2)).toEqual(['Spirit of the', 'Cherries Jackpot']);
    expect(wrapLines('one two three four five six seven eight', 8, 2)).toHaveLength(2);
  });
});
