import { describe, expect, it } from 'vitest';
import {
  isLaunchUrl,
  audienceKey,
  dayKey,
  dropdownLayout,
  homeMenu,
  lobbyStateQuery,
  marqueeItems,
  parseLobbyState,
  pickClassification,
  pickProvider,
  providersOf,
  shouldShowAnnouncements,
  slotClassifications,
  toggleFavouriteIds,
  vendorTarget,
} from './lobby-fns';

describe('lobby URL state', () => {
  const base = parseLobbyState(new URLSearchParams(''));
  it('reads filter, search, vendor, classification and page, with safe defaults', () => {
    const state = parseLobbyState(
      new URLSearchParams('filter=HOT&gameName=dragon&vassalage=PG&gameClassify=JP&page=3'),
    );
    expect(state).toEqual({ filter: 'HOT', gameName: 'dragon', vassalage: 'PG', gameClassify: 'JP', page: 3 });
    expect(base).toEqual({ filter: 'ALL', gameName: '', vassalage: null, gameClassify: null, page: 1 });
    const junk = parseLobbyState(new URLSearchParams('filter=NOPE&page=-2&vassalage=<x>'));
    expect(junk).toMatchObject({ filter: 'ALL', page: 1, vassalage: null });
  });
  it('round-trips through the query, leaving defaults out', () => {
    const state = { filter: 'FAV' as const, gameName: 'fortune ', vassalage: 'PG', gameClassify: null, page: 2 };
    const query = lobbyStateQuery(state);
    expect(query.toString()).toBe('vassalage=PG&filter=FAV&gameName=fortune&page=2');
    expect(parseLobbyState(query)).toEqual({ ...state, gameName: 'fortune' });
    expect(lobbyStateQuery(base).toString()).toBe('');
    expect(lobbyStateQuery({ ...base, filter: 'FAV' }, 'FAV').toString()).toBe('');
  });
  it('picking a provider resets the filter, the classification and the page', () => {
    const state = { filter: 'HOT' as const, gameName: 'x', vassalage: 'PG', gameClassify: 'JP', page: 4 };
    expect(pickProvider(state, 'JDB')).toEqual({
      filter: 'ALL',
      gameName: 'x',
      vassalage: 'JDB',
      gameClassify: null,
      page: 1,
    });
    // On /favorite and /recent "all" is the member's own list.
    expect(pickProvider(state, 'JDB', 'FAV')).toMatchObject({ filter: 'FAV', vassalage: 'JDB', page: 1 });
  });
  it('picking a classification selects the first vendor of that type', () => {
    const classes = [
      { gameClassify: 'SC', vendors: [{ vassalage: 'JDB' }, { vassalage: 'PG' }] },
      { gameClassify: 'VP', vendors: [] },
    ];
    expect(pickClassification({ ...base, page: 5 }, 'SC', classes)).toMatchObject({
      gameClassify: 'SC',
      vassalage: 'JDB',
      page: 1,
    });
    expect(pickClassification(base, 'VP', classes).vassalage).toBeNull();
    expect(pickClassification({ ...base, vassalage: 'PG' }, null, classes)).toMatchObject({
      gameClassify: null,
      vassalage: null,
    });
  });
  it('offers bingo only when the second language is supported', () => {
    expect(slotClassifications(false)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(slotClassifications(true)).toContain('BG');
  });
});

describe('favourites', () => {
  it('adds a favourite first and removes it by nodeId', () => {
    const a = { nodeId: 1, vendor: 'PG', gameType: 'RNG' };
    const b = { nodeId: 2, vendor: 'PG', gameType: 'RNG' };
    expect(toggleFavouriteIds([a], b, true)).toEqual([b, a]);
    expect(toggleFavouriteIds([a, b], a, false)).toEqual([b]);
    expect(toggleFavouriteIds([a], a, true)).toEqual([a]);
  });
});

describe('home lobby', () => {
  it('puts HOT, FAV and RECENT before the vendor categories', () => {
    const menu = homeMenu([{ gameCategory: 'RNG' }, { gameCategory: 'SPORTS' }, { gameCategory: 'ESPORTS' }]);
    expect(menu).toEqual(['HOT', 'FAV', 'RECENT', 'RNG', 'SPORTS', 'ESPORTS']);
  });
  it('lists the providers of a game list once each, in order', () => {
    expect(providersOf([{ vassalage: 'PG' }, { vassalage: 'JDB' }, { vassalage: 'PG' }])).toEqual(['PG', 'JDB']);
  });
  it('routes RNG vendors to /rng and lottery vendors to their screens; others launch or open their list', () => {
    expect(vendorTarget({ vassalage: 'PG', gameType: 'RNG', lobbyNodeId: null })).toEqual({
      kind: 'route',
      path: '/rng?vassalage=PG',
    });
    expect(vendorTarget({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', lobbyNodeId: 9 })).toMatchObject({
      kind: 'route',
      path: '/vnLottery?gameCode=LOBBY',
    });
    expect(vendorTarget({ vassalage: 'SABA', gameType: 'SPORTS', lobbyNodeId: 7 })).toEqual({
      kind: 'launch',
      nodeId: 7,
    });
    expect(vendorTarget({ vassalage: 'EVO', gameType: 'LIVE', lobbyNodeId: null })).toEqual({ kind: 'vendorPopup' });
  });
  it('uses the large dropdown above 10 vendors', () => {
    expect(dropdownLayout(10)).toBe('small');
    expect(dropdownLayout(11)).toBe('large');
  });
});

describe('announcements', () => {
  it('shows the popup until this audience closes it, and not on a hidden day', () => {
    const today = dayKey(new Date(2026, 0, 5));
    expect(today).toBe('2026-01-05');
    const input = { count: 3, closedAudiences: [], audience: audienceKey(null), hiddenOn: null, today };
    expect(shouldShowAnnouncements(input)).toBe(true);
    expect(shouldShowAnnouncements({ ...input, count: 0 })).toBe(false);
    expect(shouldShowAnnouncements({ ...input, closedAudiences: ['anonymous'] })).toBe(false);
    // Closed as a visitor: a member who signs in still sees it once.
    expect(shouldShowAnnouncements({ ...input, closedAudiences: ['anonymous'], audience: audienceKey('bob') })).toBe(
      true,
    );
    expect(shouldShowAnnouncements({ ...input, hiddenOn: today })).toBe(false);
    expect(shouldShowAnnouncements({ ...input, hiddenOn: '2026-01-04' })).toBe(true);
  });
  it('runs the H and PL notices in the marquee', () => {
    const items = [{ type: 'H' }, { type: 'PL' }, { type: 'PU' }];
    expect(marqueeItems(items)).toEqual([{ type: 'H' }, { type: 'PL' }]);
  });
});

describe('launch URLs', () => {
  it('accepts http(s) URLs and same-origin paths only', () => {
    expect(isLaunchUrl('/house/play/?token=abc&lang=en')).toBe(true);
    expect(isLaunchUrl('https://cdn1.example.com/house/play/?token=abc')).toBe(true);
    expect(isLaunchUrl('http://127.0.0.1:8080/house/play/')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      '',
      'house/play',
      '/\\evil',
      null,
      42,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(isLaunchUrl(bad), String(bad)).toBe(false);
    }
  });
});
