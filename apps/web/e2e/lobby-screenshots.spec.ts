import { expect, test, type Page } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import { loginAsTrial, tiles, withManySlotVendors } from './lobby-helpers';
import { forEachScreen, screenContext, shoot } from './screenshot-helpers';

/**
 * Visual review of the lobby (SCREENSHOTS=1 only): home, every lobby page type, search, the
 * favourites, the popups and the header dropdown, desktop and phone, EN and TY, written to
 * /work/main/screenshots/lobby-*.png.
 */
type Scene = {
  name: string;
  path: string;
  fullPage?: boolean;
  login?: boolean;
  /** Start with no 'hide today' mark, so the announcement popup may open. */
  freshStorage?: boolean;
  desktopOnly?: boolean;
  /** Runs before the page loads (network routes). */
  before?: (page: Page) => Promise<void>;
  prepare?: (page: Page) => Promise<void>;
};

const grid = async (p: Page) => void (await expect(tiles(p).first()).toBeVisible());
const vendors = async (p: Page) => void (await expect(p.getByTestId('vendor-card').first()).toBeVisible());

const SCENES: Scene[] = [
  { name: 'home', path: '/', fullPage: true, prepare: grid },
  {
    name: 'home-slots',
    path: '/',
    prepare: async (p) => {
      await grid(p);
      // HOT, FAV and RECENT come first.
      await p.getByTestId('home-lobby-menu').getByRole('tab').nth(3).click();
      await vendors(p);
      await p.getByTestId('home-lobby-menu').scrollIntoViewIfNeeded();
    },
  },
  ...['rng', 'live', 'fish', 'pvp'].map((c) => ({ name: c, path: `/${c}`, fullPage: true, prepare: grid })),
  ...['sports', 'esports', 'lott', 'elott'].map((c) => ({ name: c, path: `/${c}`, fullPage: true, prepare: vendors })),
  { name: 'rng-jackpot', path: '/rng?gameClassify=JP&vassalage=PG&page=2', prepare: grid },
  {
    name: 'rng-pages',
    path: '/rng?page=35',
    prepare: async (p) => {
      await grid(p);
      await p
        .getByRole('navigation', { name: /./ })
        .locator('.pagination__page[aria-current="page"]')
        .scrollIntoViewIfNeeded();
    },
  },
  { name: 'search', path: '/rng?gameName=dragon', prepare: grid },
  {
    name: 'search-empty',
    path: '/rng?gameName=zzqx',
    prepare: async (p) => void (await expect(p.getByTestId('empty-state')).toBeVisible()),
  },
  {
    name: 'favorite',
    path: '/rng?vassalage=PG',
    login: true,
    prepare: async (p) => {
      await grid(p);
      await tiles(p).nth(1).getByTestId('favourite-toggle').click();
      await expect(tiles(p).nth(1).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
      await p.waitForTimeout(1100);
      await p.goto('/favorite');
      await grid(p);
    },
  },
  {
    name: 'recent',
    path: '/recent',
    login: true,
    prepare: async (p) => void (await expect(p.getByTestId('empty-state')).toBeVisible()),
  },
  {
    name: 'announcement-popup',
    path: '/',
    freshStorage: true,
    prepare: async (p) => void (await expect(modal(p, 'announcementPopup')).toBeVisible()),
  },
  {
    name: 'notice-popup',
    path: '/',
    prepare: async (p) => {
      await p.getByTestId('notice-marquee').click();
      await expect(modal(p, 'noticeModal').getByTestId('notice-item').first()).toBeVisible();
    },
  },
  {
    name: 'game-popup',
    path: '/live?vassalage=EVO&gameName=lobby',
    prepare: async (p) => {
      // The vendor's lobby entry (isGame VASSALAGE) opens the vendor's popup game list.
      await grid(p);
      // A phone shows a tile's buttons after a tap on its art (use-tile-reveal.ts), a mouse on hover.
      if ((p.viewportSize()?.width ?? 0) < 800) await tiles(p).first().locator('.game-tile__art img').tap();
      else await tiles(p).first().hover();
      await tiles(p).first().locator('.game-tile__play').click();
      await expect(modal(p, 'gamePopup').getByTestId('game-tile').first()).toBeVisible();
    },
  },
  {
    name: 'header-dropdown',
    path: '/',
    desktopOnly: true,
    prepare: async (p) => {
      await grid(p);
      await p.getByTestId('site-header').getByRole('navigation').getByRole('link').first().hover();
      await expect(p.getByTestId('header-game-dropdown').locator('img').first()).toBeVisible();
    },
  },
  {
    // 14 slot vendors: the header dropdown's large layout (desktop); a phone has no dropdown and
    // shows the home lobby's Slots section with all 14 in its provider menu.
    name: 'vendors-large',
    path: '/',
    before: withManySlotVendors,
    prepare: async (p) => {
      await grid(p);
      if ((p.viewportSize()?.width ?? 0) >= 1024) {
        await p.getByTestId('site-header').getByRole('navigation').getByRole('link').first().hover();
        const dropdown = p.getByTestId('header-game-dropdown');
        await expect(dropdown).toHaveAttribute('data-layout', 'large');
        await expect(dropdown.locator('img').last()).toBeVisible();
      } else {
        await p.getByTestId('home-lobby-menu').getByRole('tab').nth(3).click();
        const providers = p.getByTestId('provider-menu');
        await expect(providers.getByRole('button')).toHaveCount(15);
        await p.getByTestId('home-lobby-menu').scrollIntoViewIfNeeded();
        // Scrolled to its end: the six added vendors.
        await providers.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      }
    },
  },
];

forEachScreen((size, lang) => {
  for (const scene of SCENES) {
    if (scene.desktopOnly && size.name === 'phone') continue;
    test(`lobby ${scene.name} ${size.name} ${lang}`, async ({ browser }) => {
      const context = await screenContext(
        browser,
        size,
        scene.freshStorage ? { storageState: { cookies: [], origins: [] } } : {},
      );
      const page = await context.newPage();
      await useLanguage(page, lang);
      if (scene.login) await loginAsTrial(page);
      await scene.before?.(page);
      await page.goto(scene.path);
      await scene.prepare?.(page);
      await shoot(page, `lobby-${scene.name}`, { size, lang }, { fullPage: scene.fullPage, settleMs: 500 });
      await context.close();
    });
  }
});
