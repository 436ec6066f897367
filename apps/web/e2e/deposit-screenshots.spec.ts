import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, loginWithPassword } from './identity-helpers';
import { operatorCall, operatorToken } from './operator-api';

/**
 * Visual review of the deposit page (bank transfer with the slip upload) and the messages page
 * (SCREENSHOTS=1 only): desktop and phone, EN and TY, into /work/main/screenshots.
 */
const OUT = new URL('../../../screenshots/', import.meta.url).pathname;
const SIZES = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGS = ['EN', 'TY'] as const;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

for (const size of SIZES) {
  for (const lang of LANGS) {
    test(`deposit and messages ${size.name} ${lang}`, async ({ browser, request }) => {
      test.setTimeout(120_000);
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
      await loginWithPassword(page, 'player2', 'Player1234');
      await expect(page.getByTestId('account-trigger')).toBeVisible();
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);

      await page.goto('/member?page=depositv2');
      await expect(page.getByTestId('deposit-page')).toBeVisible();
      await page.locator('.channel-card').nth(2).click();
      await expect(page.getByTestId('bank-details')).toBeVisible();
      await page.locator('#deposit-amount').fill('1000');
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('slip-panel')).toBeVisible();
      await page
        .getByTestId('deposit-slip-input')
        .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
      await shot('deposit-bank');
      await page.getByTestId('deposit-slip-submit').click();
      await expect(page.getByTestId('slip-sent').first()).toBeVisible();
      const orderNo =
        ((await page.getByTestId('deposit-records').locator('li').first().textContent()) ?? '').match(/D\d{16}/)?.[0] ??
        '';
      const token = await operatorToken(request);
      await operatorCall(request, token, 'POST', `/wps/admin/deposits/${orderNo}/reject`, {
        note: 'Amount does not match the slip',
      });
      await page.goto('/member?page=depositv2');
      await expect(page.getByTestId('deposit-records')).toBeVisible();
      await shot('deposit-records');

      await page.goto('/member?page=messageV2');
      await expect(page.getByTestId('messages-page')).toBeVisible();
      await page.getByTestId('message-item').first().getByRole('button').click();
      await shot('messages');
      await context.close();
    });
  }
}
