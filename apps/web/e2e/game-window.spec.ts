import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, ownClientAddressPerTest, startFreePlay } from './identity-helpers';
import { pressPlay } from './lobby-helpers';

ownClientAddressPerTest();

/**
 * Issue 18 item 7: a slot tile opens the house game the catalogue maps it to, and the game window
 * names the tile (not always "Fortuna Fruits"); the window has a close control that returns to
 * the lobby; money is written as the site writes it ("₱10,000.00", not "PHP 10,000.00").
 */

type Opened = { tile: string; houseGame: string };

/** Opens the tile's game window, checks its name, money and close control, and closes it with the keyboard. */
async function openAndClose(page: Page, index: number): Promise<Opened> {
  const tile = page.getByTestId('game-tile').nth(index);
  const name = ((await tile.locator('.game-tile__name').textContent()) ?? '').trim();
  const [game] = await Promise.all([page.waitForEvent('popup'), pressPlay(page, tile)]);
  await expect(game).toHaveURL(/\/house\/play\//);
  await expect(game.getByTestId('game-name')).toHaveText(name);
  await expect(game.getByTestId('game-balance')).toHaveText(/^₱\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(game.getByTestId('slot-bet')).toHaveText(/^₱\d+\.\d{2}$/);
  const houseGame = (await game.locator('main.screen').getAttribute('data-house-game')) ?? '';
  await expect(game.getByTestId('house-game')).toBeVisible();
  // The close control: a named button, reached and pressed with the keyboard.
  const close = game.getByRole('button', { name: 'Back to the lobby' });
  await expect(close).toBeVisible();
  await close.focus();
  // The window closes while the key is still being pressed, so the press itself may not return.
  await Promise.all([game.waitForEvent('close'), game.keyboard.press('Enter').catch(() => undefined)]);
  expect(game.isClosed()).toBe(true);
  return { tile: name, houseGame };
}

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
] as const;

for (const size of SIZES) {
  test.describe(`the game window on a ${size.name}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.touch, hasTouch: size.touch });

    test('two slot tiles open two different games, each named after its tile; close returns to the lobby', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await useLanguage(page, 'EN');
      await hideAnnouncements(page);
      await startFreePlay(page);
      await page.goto('/rng?vassalage=PG');
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      const opened: Opened[] = [];
      for (let i = 0; i < 8 && new Set(opened.map((o) => o.houseGame)).size < 2; i += 1) {
        opened.push(await openAndClose(page, i));
        // Back on the lobby, which stayed open behind the game.
        await expect(page.getByTestId('game-tile').first()).toBeVisible();
      }
      const games = new Set(opened.map((o) => o.houseGame));
      expect(games.size, JSON.stringify(opened)).toBe(2);
      expect(new Set(opened.map((o) => o.tile)).size).toBe(opened.length);
    });

    test('a game window opened in the lobby’s own tab goes back to the lobby', async ({ page }) => {
      test.setTimeout(90_000);
      await useLanguage(page, 'EN');
      await hideAnnouncements(page);
      await startFreePlay(page);
      await page.goto('/rng?vassalage=PG');
      // A browser that opens the game in the same tab (no new window).
      await page.evaluate(() => {
        window.open = () => window;
      });
      await pressPlay(page, page.getByTestId('game-tile').first());
      await expect(page).toHaveURL(/\/house\/play\//);
      await expect(page.getByTestId('game-balance')).toHaveText('₱10,000.00');
      await page.getByRole('button', { name: 'Back to the lobby' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect(page.getByTestId('site-header')).toBeVisible();
    });
  });
}
