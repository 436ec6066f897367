import { expect, type Page } from '@playwright/test';
import { ownClientAddressPerTest } from './identity-helpers';
import { registerThenUseLanguage } from './layout-helpers';
import { tiles } from './lobby-helpers';
import { sceneTests, type ShotScene } from './screenshot-helpers';

ownClientAddressPerTest();

/**
 * Visual review of issue 18 item 9's layout (SCREENSHOTS=1 only): the home's first screen, a
 * lobby page's chip rows, a tile with its buttons shown (tapped on the phone, hovered on the
 * desktop) and the member centre's page strip, desktop 1920×1080 and phone 390×844, EN and TY:
 * screenshots/layout-*.png.
 */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 800;

const SCENES: ShotScene[] = [
  {
    name: 'lobby',
    run: async (page, shot) => {
      await page.goto('/');
      await expect(page.getByTestId('banners-w_home').locator('img').first()).toBeVisible();
      await expect(tiles(page).nth(2)).toBeVisible();
      await shot('layout-lobby');
      await page.goto('/rng');
      await expect(tiles(page).nth(2)).toBeVisible();
      await shot('layout-rng');
    },
  },
  {
    name: 'tile revealed',
    run: async (page, shot) => {
      await page.goto('/rng');
      const tile = tiles(page)
        .filter({ has: page.locator('.game-tile__trial') })
        .first();
      await expect(tile).toBeVisible();
      if (isPhone(page)) await tile.locator('.game-tile__art img').tap();
      else await tile.hover();
      await shot('layout-tile-revealed');
    },
  },
  {
    name: 'member strip',
    run: async (page, shot) => {
      await page.goto('/');
      const lang = await page.evaluate(() => localStorage.getItem('lang') ?? 'EN');
      await registerThenUseLanguage(page, lang as 'EN' | 'TY', 'shot');
      await page.goto('/member');
      await expect(page.getByTestId('member-page-title')).toBeVisible();
      await shot('layout-member-first');
      await page.goto('/member?page=personalProfit');
      await expect(page.getByTestId('member-page-title')).toBeVisible();
      await shot('layout-member-profit');
    },
  },
];

sceneTests('layout', SCENES, 90_000);
