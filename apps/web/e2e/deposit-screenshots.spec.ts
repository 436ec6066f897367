import { expect, test } from '@playwright/test';
import { staffCall, staffToken } from './operator-api';
import { forEachScreen, screenContext, shoot, signInForScreens } from './screenshot-helpers';

/**
 * Visual review of the deposit page (bank transfer with the slip upload) and the messages page
 * (SCREENSHOTS=1 only): desktop and phone, EN and TY, into /work/main/screenshots.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

forEachScreen((size, lang) => {
  test(`deposit and messages ${size.name} ${lang}`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    const shot = (name: string) => shoot(page, name, { size, lang }, { fullPage: true });
    await signInForScreens(page, 'player2', 'Player1234');
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
    const token = await staffToken(request);
    await staffCall(request, token, 'POST', `/console/api/cashier/deposits/${orderNo}/reject`, {
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
});
