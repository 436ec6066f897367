import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { expectNoSidewaysScroll, fullyVisible } from './layout-helpers';
import {
  hideAnnouncements,
  ownClientAddressPerTest,
  registerByUsername,
  startFreePlay,
  uniqueUsername,
} from './identity-helpers';

ownClientAddressPerTest();

/**
 * Issue 18 item 4: the header on a phone names the account, marks a trial, keeps a five-digit
 * balance and the avatar inside the screen, and no page scrolls sideways at 360 px and up; on a
 * desktop the trial badge is never cut by the name's ellipsis.
 */

/** The trial mark in the header, by the words a person reads. */
const TRIAL = { EN: 'Trial', TY: 'Pagsubok' } as const;
const trialMark = (page: Page, lang: keyof typeof TRIAL = 'EN') =>
  page.getByTestId('site-header').getByText(TRIAL[lang], { exact: true });

for (const width of [360, 390]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    for (const lang of ['EN', 'TY'] as const) {
      test(`a trial account is named, marked and fits (${lang})`, async ({ page }) => {
        await useLanguage(page, lang);
        await hideAnnouncements(page);
        const account = await startFreePlay(page);
        expect(account).toMatch(/^trial_/);
        const trigger = page.getByTestId('account-trigger');
        await expect(trigger).toHaveAccessibleName(new RegExp(account));
        await expect(trialMark(page, lang)).toBeVisible();
        expect(await fullyVisible(trialMark(page, lang))).toBe(true);
        expect(await fullyVisible(trigger)).toBe(true);
        expect(await fullyVisible(page.getByTestId('header-balance-value'))).toBe(true);
        await expectNoSidewaysScroll(page);
        // The open menu names the account in words too.
        await trigger.click();
        await expect(page.getByTestId('account-list')).toContainText(account);
      });
    }

    test('a member with ₱10,000.00 sees no page scroll sideways', async ({ page }) => {
      test.setTimeout(120_000);
      await useLanguage(page, 'EN');
      await hideAnnouncements(page);
      const username = uniqueUsername('wide');
      await registerByUsername(page, { username, password: 'Wide12345' });
      await page.goto('/member?page=depositv2');
      await page.getByLabel(/GCash/).check();
      await page.locator('#deposit-amount').fill('10000');
      await page.getByTestId('deposit-submit').click();
      await page.waitForURL(/sandbox-gateway\/pay/);
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL(/page=depositv2/);
      await expect(page.getByTestId('header-balance-value')).toHaveText('₱10,000.00');
      await expect(page.getByTestId('account-trigger')).toHaveAccessibleName(new RegExp(username));
      for (const path of [
        '/',
        '/member?page=securityCenter',
        '/member?page=depositv2',
        '/member?page=withdraw',
        '/member?page=transferFund',
        '/member?page=personalHistoryCopy',
        '/member?page=transactionHistory',
        '/member?page=personalProfit',
        '/member?page=messageV2',
      ]) {
        await page.goto(path);
        await expect(page.getByTestId('header-balance-value')).toHaveText('₱10,000.00');
        await page.waitForTimeout(500);
        await expectNoSidewaysScroll(page);
        expect(await fullyVisible(page.getByTestId('account-trigger')), path).toBe(true);
      }
    });
  });
}

test('on a desktop the trial badge is shown whole beside the name', async ({ page }) => {
  await useLanguage(page, 'EN');
  for (const width of [1920, 1366, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 1920) await startFreePlay(page);
    const badge = trialMark(page);
    await expect(badge).toBeVisible();
    expect(await fullyVisible(badge), `${width} px`).toBe(true);
    await expectNoSidewaysScroll(page);
  }
});
