import { expect, test } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import { registerByUsername, uniqueUsername } from './identity-helpers';
import { forEachScreen, screenContext, shoot, signInForScreens } from './screenshot-helpers';
import { ensureWithdrawPassword, WITHDRAW_PASSWORD } from './transfer-helpers';

/**
 * Visual review of re-authentication (SCREENSHOTS=1 only): the withdraw-password change with its
 * fresh proof, and the withdraw page's hold message after it; desktop and phone, EN and TY.
 */
forEachScreen((size, lang) => {
  test(`re-authentication ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    await useLanguage(page, 'EN');
    const password = 'Reauth123';
    await registerByUsername(page, { username: uniqueUsername('ra'), password });
    await ensureWithdrawPassword(page, password);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/member?page=securityCenter');
    await page.getByTestId('open-payment').click();
    const form = page.getByTestId('payment-password-form');
    await expect(form.getByTestId('fresh-proof')).toBeVisible();
    await form.scrollIntoViewIfNeeded();
    await shoot(page, 'reauth-payment-password', { size, lang }, { fullPage: true });
    // The change: the old withdraw password, the new one twice, then the login password.
    const inputs = form.locator('input[type="password"]');
    await inputs.nth(0).fill(WITHDRAW_PASSWORD);
    await inputs.nth(1).fill('246801');
    await inputs.nth(2).fill('246801');
    await form.getByTestId('fresh-proof').locator('input[type="password"]').fill(password);
    await form.getByRole('button').last().click();
    await expect(form).toHaveCount(0);
    await page.goto('/member?page=withdraw');
    await expect(page.getByTestId('withdraw-held')).toBeVisible();
    await shoot(page, 'reauth-withdraw-held', { size, lang }, { fullPage: true });
    await context.close();
  });
});

/**
 * The other proof-guarded forms (bind mobile, bind e-mail, add a payout account) and the forced
 * password change, which a restricted session cannot dismiss.
 */
forEachScreen((size, lang) => {
  test(`proof-guarded forms ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    await useLanguage(page, 'EN');
    const password = 'Reauth123';
    await registerByUsername(page, { username: uniqueUsername('rp'), password });
    await ensureWithdrawPassword(page, password);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/member?page=securityCenter');
    for (const panel of ['mobile', 'email'] as const) {
      await page.getByTestId(`open-${panel}`).click();
      await expect(page.getByTestId('fresh-proof').first()).toBeVisible();
      await shoot(page, `reauth-bind-${panel}`, { size, lang }, { fullPage: true });
      await page.getByTestId(`open-${panel}`).click();
    }
    await page.goto('/member?page=withdraw');
    await page.getByTestId('payout-add').click();
    await expect(page.getByTestId('payout-form').getByTestId('fresh-proof')).toBeVisible();
    await page.getByTestId('payout-form').scrollIntoViewIfNeeded();
    await shoot(page, 'reauth-payout-add', { size, lang }, { fullPage: true });
    await context.close();
  });

  test(`forced password change ${size.name} ${lang}`, async ({ browser }) => {
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    await signInForScreens(page, 'weakuser', 'a123456');
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await expect(modal(page, 'changePassModal')).toBeVisible();
    await shoot(page, 'reauth-forced-change', { size, lang });
    await context.close();
  });
});
