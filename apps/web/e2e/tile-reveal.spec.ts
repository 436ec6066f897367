import { expect, test, type Locator, type Page } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import { tiles } from './lobby-helpers';
import { DESKTOP, PHONE } from './layout-helpers';

/**
 * Issue 18 item 9: a phone's game tiles showed their Play and Free-trial buttons over the art all
 * the time, the art's own title showing through. On a touch screen a first tap on a tile shows
 * its buttons, a tap on a shown button acts and a tap elsewhere hides them; the name shows once.
 * A mouse keeps hover, and keyboard focus shows the buttons too.
 */
const actionsOf = (tile: Locator) => tile.locator('.game-tile__actions');
const opacity = (el: Locator) => el.evaluate((e) => Number(getComputedStyle(e).opacity));

/** The element a tap at the centre of the tile's art would reach. */
const hitAtArt = (tile: Locator) =>
  tile.locator('.game-tile__art').evaluate((art) => {
    const box = art.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height * 0.6);
    return hit?.closest('button')?.className ?? hit?.tagName ?? '';
  });

/** A tile with both buttons (a slot with free trial), scrolled on screen. */
async function trialTile(page: Page) {
  await page.goto('/rng');
  const tile = tiles(page)
    .filter({ has: page.locator('.game-tile__trial') })
    .first();
  await tile.scrollIntoViewIfNeeded();
  return tile;
}

test.describe('phone', () => {
  test.use(PHONE);

  for (const lang of ['EN', 'TY'] as const) {
    test(`a tap reveals a tile's buttons, a second tap acts, a tap elsewhere hides (${lang})`, async ({ page }) => {
      await useLanguage(page, lang);
      const tile = await trialTile(page);
      const name = (await tile.locator('.game-tile__name').textContent())!;
      // At first the art is clear and a tap on it reaches the art, not an unseen button.
      await expect.poll(() => opacity(actionsOf(tile))).toBe(0);
      expect(await hitAtArt(tile)).toBe('IMG');
      // The name is written once on the tile.
      expect(await tile.getByText(name, { exact: true }).count()).toBe(1);

      await tile.locator('.game-tile__art img').tap();
      await expect(tile).toHaveAttribute('data-revealed', 'true');
      await expect.poll(() => opacity(actionsOf(tile))).toBe(1);
      expect(await hitAtArt(tile)).toMatch(/game-tile__(play|trial)/);
      // Shown, the buttons sit on a backdrop the art's own title does not show through.
      const backdrop = await actionsOf(tile).evaluate((e) => {
        const art = e.parentElement!.getBoundingClientRect();
        const box = e.getBoundingClientRect();
        const alpha = /rgba?\([^)]*\/\s*([\d.]+)\)|rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)/.exec(
          getComputedStyle(e).backgroundColor,
        );
        return { covers: box.height >= art.height - 1, alpha: Number(alpha?.[1] ?? alpha?.[2] ?? 1) };
      });
      expect(backdrop.covers).toBe(true);
      expect(backdrop.alpha).toBeGreaterThanOrEqual(0.8);
      expect(await tile.getByText(name, { exact: true }).count()).toBe(1);

      // Another tile's tap moves the reveal there; a tap outside any tile hides it.
      const other = tiles(page).nth(1);
      await other.locator('.game-tile__art img').tap();
      await expect(tile).not.toHaveAttribute('data-revealed', /.*/);
      await expect(other).toHaveAttribute('data-revealed', 'true');
      await page.getByTestId('result-count').tap();
      await expect(other).not.toHaveAttribute('data-revealed', /.*/);
      await expect.poll(() => opacity(actionsOf(other))).toBe(0);

      // Second tap on a shown button acts: a visitor's Play asks to log in.
      await tile.locator('.game-tile__art img').tap();
      await expect(tile).toHaveAttribute('data-revealed', 'true');
      await tile.locator('.game-tile__play').tap();
      await expect(modal(page, 'loginPopupModal')).toBeVisible();
    });
  }

  test('the favourite heart still works with one tap and reveals nothing', async ({ page }) => {
    const tile = await trialTile(page);
    await tile.getByTestId('favourite-toggle').tap();
    await expect(modal(page, 'loginPopupModal')).toBeVisible();
    await expect(tile).not.toHaveAttribute('data-revealed', /.*/);
  });
});

test.describe('desktop', () => {
  test.use(DESKTOP);

  test('hover shows the buttons, keyboard focus too', async ({ page }) => {
    const tile = await trialTile(page);
    await expect.poll(() => opacity(actionsOf(tile))).toBe(0);
    await tile.hover();
    await expect.poll(() => opacity(actionsOf(tile))).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(() => opacity(actionsOf(tile))).toBe(0);
    // A click on the art (beside the buttons) reveals nothing for a mouse.
    await actionsOf(tile).click({ position: { x: 8, y: 8 } });
    await page.mouse.move(0, 0);
    await expect(tile).not.toHaveAttribute('data-revealed', /.*/);
    await tile.getByTestId('favourite-toggle').focus();
    await page.keyboard.press('Tab');
    await expect(tile.locator('.game-tile__play')).toBeFocused();
    await expect.poll(() => opacity(actionsOf(tile))).toBe(1);
  });
});
