import { expect, test } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import { hideAnnouncements } from './identity-helpers';
import { loginAsTrial } from './lobby-helpers';
import { forEachScreen, screenContext, shoot } from './screenshot-helpers';

/**
 * Visual review of issue 18 items 5 and 8 (SCREENSHOTS=1 only): the announcement popup a visitor
 * sees (with "Register today") and the one a member sees (without), and the jackpot with the
 * brand's currency, desktop and phone, EN and TY: screenshots/journey18-*.png.
 */
forEachScreen((size, lang) => {
  for (const who of ['visitor', 'member'] as const) {
    test(`announcement popup of a ${who} ${size.name} ${lang}`, async ({ browser }) => {
      // Empty storage: no 'hide today' from the config's default.
      const context = await screenContext(browser, size, { storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      await useLanguage(page, lang);
      if (who === 'member') await loginAsTrial(page);
      await page.goto('/');
      await expect(modal(page, 'announcementPopup')).toBeVisible({ timeout: 10_000 });
      await shoot(page, `journey18-popup-${who}`, { size, lang }, { settleMs: 1_200 });
      await context.close();
    });
  }

  test(`jackpot with the currency ${size.name} ${lang}`, async ({ browser }) => {
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    await useLanguage(page, lang);
    await hideAnnouncements(page);
    await page.goto('/');
    const jackpot = page.getByTestId('jackpot');
    await expect(jackpot).toHaveText(/^₱/);
    await jackpot.scrollIntoViewIfNeeded();
    await shoot(page, 'journey18-jackpot', { size, lang });
    await context.close();
  });
});
