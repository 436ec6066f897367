import { describe, expect, it } from 'vitest';
import {
  accessFor,
  categoryFor,
  KNOWN_PATHS,
  layoutFor,
  memberPageFrom,
  pathForLobbyEntry,
  requiresLogin,
  screenFor,
  visibleAgentPages,
} from './route-rules';

describe('route table (spec §2)', () => {
  it('maps every home alias to the home lobby', () => {
    for (const path of ['/', '/index', '/index.html', '/home']) expect(screenFor(path)).toBe('home');
  });

  it('maps category paths to their screen and category', () => {
    expect([screenFor('/sports'), categoryFor('/sports')]).toEqual(['gameCenter', 'SPORTS']);
    expect([screenFor('/esports'), categoryFor('/esports')]).toEqual(['gameCenter', 'ESPORTS']);
    expect([screenFor('/lott'), categoryFor('/lott')]).toEqual(['gameCenter', 'LOTT']);
    expect([screenFor('/elott'), categoryFor('/elott')]).toEqual(['gameCenter', 'ELOTT']);
    expect([screenFor('/live'), categoryFor('/live')]).toEqual(['gameListCenter', 'LIVE']);
    expect([screenFor('/fish'), categoryFor('/fish')]).toEqual(['gameListCenter', 'FISH']);
    expect([screenFor('/rng'), categoryFor('/rng')]).toEqual(['gameListCenter', 'RNG']);
    expect([screenFor('/pvp'), categoryFor('/pvp')]).toEqual(['gameListCenter', 'PVP']);
    expect(screenFor('/favorite')).toBe('accountGame');
    expect(screenFor('/recent')).toBe('accountGame');
    expect(categoryFor('/favorite')).toBeNull();
  });

  it('treats unknown paths (and wrong case) as not found, tolerating a trailing slash', () => {
    expect(screenFor('/nope')).toBe('notFound');
    expect(screenFor('/SPORTS')).toBe('notFound');
    expect(screenFor('/live/')).toBe('gameListCenter');
    expect(KNOWN_PATHS).toContain('/mirror');
  });

  it('opens the lottery screens to members only, and their verification page to anyone', () => {
    expect(requiresLogin(screenFor('/lottery'))).toBe(true);
    expect(requiresLogin(screenFor('/lotteryVerify'))).toBe(false);
    expect(accessFor(screenFor('/lotteryVerify'), { hasToken: false, isAgent: false })).toEqual({ kind: 'allow' });
  });

  it('links lobby entries to their pages', () => {
    expect(pathForLobbyEntry('LIVE')).toBe('/live');
    expect(pathForLobbyEntry('FAV')).toBe('/favorite');
    expect(pathForLobbyEntry('RECENT')).toBe('/recent');
    expect(pathForLobbyEntry('HOT')).toBeNull();
  });
});

describe('guards', () => {
  const visitor = { hasToken: false, isAgent: false };
  const member = { hasToken: true, isAgent: false };
  const agent = { hasToken: true, isAgent: true };

  it('sends visitors of login-only screens to /login', () => {
    for (const path of ['/lottery', '/seaLottery', '/vnLottery', '/member', '/agentHome', '/favorite', '/recent']) {
      expect(accessFor(screenFor(path), visitor)).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('lets visitors browse the lobby, categories and the agent landing page', () => {
    for (const path of ['/', '/live', '/sports', '/seamless', '/agent', '/help', '/mirror']) {
      expect(accessFor(screenFor(path), visitor)).toEqual({ kind: 'allow' });
    }
  });

  it('only checks that a token exists for member screens', () => {
    expect(accessFor('lottery', member)).toEqual({ kind: 'allow' });
    expect(accessFor('member', member)).toEqual({ kind: 'allow' });
  });

  it('sends a logged-in non-agent away from the agent centre to /agent', () => {
    expect(accessFor('agentHome', member)).toEqual({ kind: 'redirect', to: '/agent' });
    expect(accessFor('agentHome', agent)).toEqual({ kind: 'allow' });
  });
});

describe('modules not built yet', () => {
  // House rule 3: promotions and the points mall (issue 22) are no routes until they work.
  it('has no route for promotions or the points mall', () => {
    for (const path of ['/promotions', '/pointMall']) expect(screenFor(path)).toBe('notFound');
  });
});

describe('layout rules', () => {
  it('hides the footer on lottery and seamless', () => {
    for (const path of ['/lottery', '/seaLottery', '/vnLottery', '/seamless']) {
      expect(layoutFor(screenFor(path)).footer).toBe(false);
    }
    expect(layoutFor(screenFor('/live'))).toEqual({ header: true, sideMenu: true, footer: true });
  });

  it('shows no usual header on the agent pages', () => {
    expect(layoutFor('agent').header).toBe(false);
    expect(layoutFor('agentHome').header).toBe(false);
  });
});

describe('centre pages', () => {
  it('reads the member page from the query and falls back to my account', () => {
    expect(memberPageFrom('?page=securityCenter')).toBe('securityCenter');
    expect(memberPageFrom('?page=transferFund')).toBe('transferFund');
    expect(memberPageFrom('?page=transferUpline')).toBe('transferUpline');
    expect(memberPageFrom('?page=withdraw')).toBe('withdraw');
    expect(memberPageFrom('?page=personalHistoryCopy')).toBe('personalHistoryCopy');
    expect(memberPageFrom('?page=personalProfit')).toBe('personalProfit');
    // A page whose feature has not landed falls back to my account (no empty placeholders).
    expect(memberPageFrom('?page=bonusDetails')).toBe('securityCenter');
    expect(memberPageFrom('?page=hack')).toBe('securityCenter');
    expect(memberPageFrom('')).toBe('securityCenter');
  });

  it('gates agent pages by their contract flags', () => {
    const none = visibleAgentPages({});
    expect(none).not.toContain('agentDividendRecordCopy2');
    expect(none).toContain('agentTeamOverview');
    const all = visibleAgentPages({ CONTRACT: true, SALARY: true, HOURSALARY: true, REALTIMESALARY: true });
    expect(all).toContain('agentDividendRecordCopy2');
    expect(all).toContain('agentRealtimeSalary');
  });
});
