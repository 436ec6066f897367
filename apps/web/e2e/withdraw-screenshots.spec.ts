import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { registerByUsername, uniqueUsername } from './identity-helpers';
import { staffCall, staffToken } from './operator-api';
import { forEachScreen, shoot, type ScreenSize } from './screenshot-helpers';
import { depositThroughSandbox, ensureWithdrawPassword, WITHDRAW_PASSWORD } from './transfer-helpers';

/**
 * Visual review of the withdraw page (SCREENSHOTS=1 only): a member with an account, one paid
 * order waiting for the receipt answer and one answered; desktop and phone, EN and TY.
 */

// The desktop shots are at 1440 × 900, the size the set-up steps run at.
const SIZES: readonly ScreenSize[] = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

forEachScreen((size, lang) => {
  test(`withdraw page ${size.name} ${lang}`, async ({ browser, request }) => {
    test.setTimeout(300_000);
    // Set-up steps on other pages run at desktop size; each screenshot at its own size.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const shot = async (name: string) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await shoot(page, name, { size, lang }, { fullPage: true, settleMs: 500 });
    };
    await useLanguage(page, 'EN');
    const password = 'Withdraw123';
    await registerByUsername(page, { username: uniqueUsername('ws'), password });
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/member?page=withdraw');
    await expect(page.getByTestId('withdraw-no-password')).toBeVisible();
    await shot('withdraw-empty');

    await page.setViewportSize({ width: 1440, height: 900 });
    await depositThroughSandbox(page, '1000');
    await ensureWithdrawPassword(page, password);
    await page.goto('/member?page=withdraw');
    await page.getByTestId('payout-add').click();
    const accountForm = page.getByTestId('payout-form');
    const inputs = accountForm.locator('input:not([type="radio"])');
    await inputs.nth(0).fill('GCash');
    await inputs.nth(1).fill('Maria Santos');
    await inputs.nth(2).fill('09175554321');
    await accountForm.getByTestId('fresh-proof').locator('input[type="password"]').fill(password);
    await accountForm.getByTestId('payout-save').click();
    await expect(page.getByTestId('payout-item')).toHaveCount(1);

    const token = await staffToken(request);
    const orders: string[] = [];
    for (const amount of ['300', '150']) {
      const form = page.getByTestId('withdraw-form');
      await form.getByTestId('withdraw-amount').fill(amount);
      await form.getByTestId('withdraw-password').fill(WITHDRAW_PASSWORD);
      await form.getByTestId('withdraw-submit').click();
      await expect(form.getByTestId('withdraw-done')).toBeVisible();
      const orderNo = /W\d{16}/.exec((await form.getByTestId('withdraw-done').textContent()) ?? '')?.[0] ?? '';
      await staffCall(request, token, 'POST', `/console/api/cashier/withdrawals/${orderNo}/approve`, { note: '' });
      orders.push(orderNo);
    }
    await page.reload();
    const answered = page.getByTestId(`receipt-${orders[0]}`);
    await answered.getByTestId(`receipt-${orders[0]}-RECEIVED`).click();
    await answered.getByTestId(`receipt-${orders[0]}-send`).click();
    await expect(page.getByTestId(`receipt-status-${orders[0]}`)).toBeVisible();
    await page.getByTestId(`receipt-${orders[1]}-PARTLY_RECEIVED`).click();
    await page.getByTestId('withdraw-form').getByTestId('withdraw-amount').fill('5');
    await page.getByTestId('withdraw-form').getByTestId('withdraw-submit').click();
    await shot('withdraw');
    await context.close();
  });
}, SIZES);
