import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, registerByUsername, startFreePlay, uniqueUsername } from './identity-helpers';
import { forEachScreen, screenContext, shoot, type ScreenSize } from './screenshot-helpers';

/**
 * Visual review (SCREENSHOTS=1 only) of issue 18 items 3 and 4: the header of a trial account
 * with ₱10,000.00 and its open account menu (desktop, phone, and a 360 px phone), and the
 * deposit page the gateway returns to on localhost:5180 (PUBLIC_URL is 127.0.0.1:5180).
 */
const NARROW: ScreenSize = { name: 'phone', width: 360, height: 780 };

forEachScreen((size, lang) => {
  for (const screen of size.name === 'phone' ? [size, NARROW] : [size]) {
    test(`trial header ${screen.name} ${screen.width} ${lang}`, async ({ browser }) => {
      const context = await screenContext(browser, screen);
      const page = await context.newPage();
      await useLanguage(page, lang);
      await hideAnnouncements(page);
      await startFreePlay(page);
      const suffix = screen === NARROW ? '-360' : '';
      await shoot(page, `header-trial${suffix}`, { size: screen, lang });
      await page.getByTestId('account-trigger').click();
      await expect(page.getByTestId('account-who')).toBeVisible();
      await shoot(page, `header-trial-menu${suffix}`, { size: screen, lang });
      await context.close();
    });
  }

  test(`gateway return to localhost ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await screenContext(browser, size, { baseURL: 'http://localhost:5180' });
    const page = await context.newPage();
    await useLanguage(page, 'EN');
    await hideAnnouncements(page);
    await registerByUsername(page, { username: uniqueUsername('shot'), password: 'Return123' });
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/member?page=depositv2');
    await page.getByLabel(/GCash/).check();
    await page.locator('#deposit-amount').fill('10000');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/sandbox-gateway\/pay/);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/localhost:5180\/member\?page=depositv2/);
    await expect(page.getByTestId('header-balance-value')).toHaveText('₱10,000.00');
    await shoot(page, 'gateway-return-localhost', { size, lang });
    await context.close();
  });
});
