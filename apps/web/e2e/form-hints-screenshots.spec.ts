import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, ownClientAddressPerTest, registerInAgentTeam } from './identity-helpers';
import { forEachScreen, screenContext, shoot } from './screenshot-helpers';
import { WITHDRAW_PASSWORD } from './transfer-helpers';

ownClientAddressPerTest();

/**
 * Visual review (SCREENSHOTS=1 only) of issue 18 item 9's form parts: the withdraw password's
 * rule under its fields (set, with the exact-length error; withdraw; transfer to the upline),
 * the payout form's holder before and after the real name is set, and the sandbox gateway page
 * with its own icon.
 */
const PASSWORD = 'Hints1234';

forEachScreen((size, lang) => {
  test(`form hints ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(150_000);
    const context = await screenContext(browser, size, {
      extraHTTPHeaders: {
        'X-Forwarded-For': `100.${64 + Math.floor(Math.random() * 64)}.7.${1 + Math.floor(Math.random() * 254)}`,
      },
    });
    const page = await context.newPage();
    const shot = (name: string) => shoot(page, name, { size, lang }, { fullPage: true, settleMs: 500 });
    await useLanguage(page, 'EN');
    await hideAnnouncements(page);
    await registerInAgentTeam(page, PASSWORD);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);

    await page.goto('/member?page=securityCenter');
    await page.getByTestId('open-payment').click();
    const form = page.getByTestId('payment-password-form');
    const inputs = form.locator('input[type="password"]');
    await expect(form.getByTestId('new-payment-password')).toBeVisible();
    await shot('hint-payment-password');
    await inputs.nth(0).fill('12ab');
    await inputs.nth(1).fill('12ab');
    await form.getByTestId('fresh-proof').locator('input[type="password"]').fill(PASSWORD);
    await form.getByRole('button').last().click();
    await expect(form.getByTestId('error-newPaymentPassword')).toBeVisible();
    await shot('hint-payment-password-error');
    await inputs.nth(0).fill(WITHDRAW_PASSWORD);
    await inputs.nth(1).fill(WITHDRAW_PASSWORD);
    await form.getByRole('button').last().click();
    await expect(form).toHaveCount(0);

    await page.goto('/member?page=withdraw');
    await page.getByTestId('payout-add').click();
    const accountForm = page.getByTestId('payout-form');
    await expect(accountForm.getByTestId('payout-holder')).toBeVisible();
    await shot('hint-payout-first');
    await accountForm.locator('input[list]').fill('GCash');
    await accountForm.getByTestId('payout-holder').fill('Ana Reyes');
    await accountForm.locator('input[name="accountNo"]').fill('09175554321');
    await accountForm.getByTestId('fresh-proof').locator('input[type="password"]').fill(PASSWORD);
    await accountForm.getByTestId('payout-save').click();
    await expect(page.getByTestId('payout-item')).toHaveCount(1);
    await page.getByTestId('payout-add').click();
    await expect(accountForm.getByTestId('payout-holder')).toHaveValue('Ana Reyes');
    await shot('hint-payout-fixed');
    await page.reload();
    await expect(page.getByTestId('withdraw-password')).toBeVisible();
    await shot('hint-withdraw');

    await page.goto('/member?page=transferUpline');
    await expect(page.getByTestId('upline-form')).toBeVisible();
    await shot('hint-transfer-upline');

    await page.goto('/member?page=depositv2');
    await page.locator('#deposit-amount').fill('100');
    await page.getByTestId('deposit-submit').click();
    await page.waitForURL(/sandbox-gateway\/pay/);
    await shot('sandbox-gateway-pay');
    await context.close();
  });
});
