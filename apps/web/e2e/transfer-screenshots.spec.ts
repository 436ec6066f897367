import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, loginWithPassword } from './identity-helpers';
import { ensureWithdrawPassword } from './transfer-helpers';

/**
 * Visual review of transferFund, transferUpline and the agent's downline transfer (SCREENSHOTS=1
 * only): desktop and phone, EN and TY, into /work/main/screenshots.
 */
const OUT = new URL('../../../screenshots/', import.meta.url).pathname;
const SIZES = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGS = ['EN', 'TY'] as const;

for (const size of SIZES) {
  for (const lang of LANGS) {
    test(`transfer pages ${size.name} ${lang}`, async ({ browser }) => {
      test.setTimeout(150_000);
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
        isMobile: size.name === 'phone',
        hasTouch: size.name === 'phone',
      });
      const page = await context.newPage();
      const shot = async (name: string) => {
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `${OUT}${name}-${size.name}-${lang}.png`,
          animations: 'disabled',
          fullPage: true,
        });
      };
      await useLanguage(page, 'EN');
      await hideAnnouncements(page);
      await page.goto('/');
      await loginWithPassword(page, 'demo', 'Demo1234');
      await expect(page.getByTestId('account-trigger')).toBeVisible();
      // My account is set up at desktop width (its panels are not what this review is about).
      await page.setViewportSize({ width: 1280, height: 900 });
      await ensureWithdrawPassword(page, 'Demo1234');
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);

      await page.goto('/member?page=transferFund');
      await expect(page.getByTestId('wallet-transfer-form')).toBeVisible();
      await page.locator('#wallet-transfer-amount').fill('999999');
      await page.getByTestId('wallet-transfer-submit').click();
      await expect(page.getByTestId('wallet-transfer-error')).toBeVisible();
      await shot('transfer-fund');

      await page.goto('/member?page=transferUpline');
      await expect(page.getByTestId('upline-form')).toBeVisible();
      await expect(page.getByTestId('transfer-records').or(page.getByTestId('empty-state'))).toBeVisible();
      await shot('transfer-upline');
      await context.close();
    });

    test(`agent downline transfer ${size.name} ${lang}`, async ({ browser }) => {
      test.setTimeout(150_000);
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await useLanguage(page, 'EN');
      await hideAnnouncements(page);
      await page.goto('/');
      await loginWithPassword(page, 'agent', 'Agent1234');
      // An agent's login lands in the agent centre.
      await expect(page.getByTestId('agent-home').or(page.getByTestId('account-trigger'))).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 900 });
      await ensureWithdrawPassword(page, 'Agent1234');
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto('/agentHome?page=downlineManagmentView');
      await expect(page.getByTestId('downline-form')).toBeVisible();
      await page.locator('input[name="downline"]').fill('demo');
      await page.waitForTimeout(300);
      await page.screenshot({
        path: `${OUT}agent-downline-transfer-${size.name}-${lang}.png`,
        animations: 'disabled',
        fullPage: true,
      });
      await context.close();
    });
  }
}
