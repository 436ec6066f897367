import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, ownClientAddressPerTest, startFreePlay } from './identity-helpers';
import { pressPlay } from './lobby-helpers';
import { forEachScreen, screenContext, shoot, type ScreenLang, type ScreenSize } from './screenshot-helpers';

ownClientAddressPerTest();

/**
 * Visual review (SCREENSHOTS=1 only) of issue 18 item 7: each house slot's window in its theme
 * (after one spin), the Dragon Tiger table after a deal, and the close control focused, at
 * desktop and phone sizes in EN and TY. Named game-<house game>-<size>-<lang>.png.
 */
const SLOT_THEMES = ['fortuna-fruits', 'pearl-lagoon', 'dragon-gold', 'pharaoh-sun'];

async function openTile(page: Page, index: number): Promise<Page> {
  const tile = page.getByTestId('game-tile').nth(index);
  const [game] = await Promise.all([page.waitForEvent('popup'), pressPlay(page, tile)]);
  await expect(game.getByTestId('game-balance')).toBeVisible();
  return game;
}

async function shootSlots(page: Page, screen: { size: ScreenSize; lang: ScreenLang }) {
  await page.goto('/rng?vassalage=PG');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  const seen = new Set<string>();
  for (let i = 0; i < 14 && seen.size < SLOT_THEMES.length; i += 1) {
    const game = await openTile(page, i);
    const theme = (await game.locator('main.screen').getAttribute('data-house-game')) ?? '';
    if (!seen.has(theme)) {
      seen.add(theme);
      await game.getByRole('button', { name: /^(Spin|Paikutin)$/ }).click();
      await expect(game.getByRole('button', { name: /^(Spin|Paikutin)$/ })).toBeEnabled();
      await shoot(game, `game-${theme}`, screen, { settleMs: 600 });
      if (theme === 'pearl-lagoon') {
        // The pay table of the 4-row, 40-line slot: its pays, RTP and every line.
        await game.getByRole('button', { name: /^(Pay table|Talaan ng bayad)$/ }).click();
        await expect(game.getByRole('dialog')).toBeVisible();
        await shoot(game, `game-${theme}-pay-table`, screen);
        await game.keyboard.press('Escape');
      }
      if (seen.size === 1) {
        // Reached with the keyboard, as a keyboard user sees it (the focus ring shows).
        await game.getByTestId('game-close').focus();
        await game.keyboard.press('Shift+Tab');
        await game.keyboard.press('Tab');
        await expect(game.getByTestId('game-close')).toBeFocused();
        await shoot(game, 'game-close-focused', screen);
      }
    }
    await game.close();
  }
  expect([...seen].sort()).toEqual([...SLOT_THEMES].sort());
}

forEachScreen((size, lang) => {
  test(`game windows ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    await useLanguage(page, lang);
    await hideAnnouncements(page);
    await startFreePlay(page);
    await useLanguage(page, lang);
    await shootSlots(page, { size, lang });

    await page.goto('/pvp');
    await expect(page.getByTestId('game-tile').first()).toBeVisible();
    const table = await openTile(page, 0);
    await expect(table.locator('main.screen')).toHaveAttribute('data-house-game', 'dragon-tiger');
    await table.getByTestId('spot-DRAGON').click();
    await table.getByTestId('spot-TIE').click();
    await table.locator('.controls .primary').click();
    await expect(table.getByTestId('dt-banner')).not.toHaveText(/bets|taya/i);
    await shoot(table, 'game-dragon-tiger', { size, lang }, { settleMs: 700 });
    await context.close();
  });
});
