import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { registerByUsername, uniqueUsername } from './identity-helpers';
import { depositThroughSandbox } from './transfer-helpers';
import { playSlotRounds, slotGameTaking } from './bets-helpers';
import { SCREEN_LANGS, SCREEN_SIZES, shoot } from './screenshot-helpers';

/**
 * Visual review of the betting record and profit and loss (SCREENSHOTS=1 only): a member with no
 * rounds, then with slot and fishing rounds; desktop and phone, EN and TY.
 */
test('betting record and profit and loss pages', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await useLanguage(page, 'EN');
  await registerByUsername(page, { username: uniqueUsername('bs'), password: 'Bets12345' });

  const shootAll = async (name: string, memberPage: string, ready: string) => {
    for (const lang of SCREEN_LANGS) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`/member?page=${memberPage}`);
        await expect(page.getByTestId(ready).first()).toBeVisible();
        await page.waitForTimeout(500);
        // Nothing may push the page sideways (a phone would scroll horizontally).
        const wide = await page.evaluate((width) => {
          const name = (e: Element) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`;
          // Items of a scroller (the member-centre tabs) may lie past the edge: they scroll.
          const scrolls = (e: Element): boolean =>
            !!e.parentElement &&
            (getComputedStyle(e.parentElement).overflowX !== 'visible' || scrolls(e.parentElement));
          return [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > width + 1 && !scrolls(e))
            .slice(0, 8)
            .map((e) => `${name(e)} ${Math.round(e.getBoundingClientRect().right)}`);
        }, size.width);
        expect(wide, 'elements past the right edge').toEqual([]);
        await shoot(page, name, { size, lang }, { fullPage: true, settleMs: 0 });
      }
    }
    await page.evaluate(() => localStorage.setItem('lang', 'EN'));
    await page.setViewportSize({ width: 1440, height: 900 });
  };

  await shootAll('bets-empty', 'personalHistoryCopy', 'empty-state');

  await depositThroughSandbox(page, '500');
  await page.goto('/');
  const slot = await slotGameTaking(page, 'RNG', '1.00');
  const fishing = await slotGameTaking(page, 'FISH', '10.00');
  await playSlotRounds(page, slot.nodeId, '1.00', 6);
  await playSlotRounds(page, fishing.nodeId, '10.00', 4);

  await shootAll('bets', 'personalHistoryCopy', 'bet-row');
  await shootAll('profit', 'personalProfit', 'profit-by-day-row');
  await context.close();
});
