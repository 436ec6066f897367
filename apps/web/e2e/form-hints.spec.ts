import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { ownClientAddressPerTest, registerInAgentTeam } from './identity-helpers';
import { WITHDRAW_PASSWORD } from './transfer-helpers';

ownClientAddressPerTest();

/**
 * Issue 18 item 9, the form parts: the withdraw password's rule ("6 digits") under every field
 * where one is set or entered, read with the field, and an error that says the rule instead of
 * "(6 - 6 digits)"; the payout form tells a member without a real name that the first holder
 * name becomes it, and shows it (fixed) once there is one; the sandbox gateway's page has its
 * own icon instead of asking for a /favicon.ico that is not there.
 */
const SIZES = [
  { name: 'desktop', width: 1440, height: 900, touch: false },
  { name: 'phone', width: 390, height: 844, touch: true },
] as const;
const PASSWORD = 'Hints1234';

for (const size of SIZES) {
  test.describe(`on ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

    test('every withdraw-password field states its rule, and the payout holder is explained', async ({ page }) => {
      test.setTimeout(120_000);
      await useLanguage(page, 'EN');
      await registerInAgentTeam(page, PASSWORD);

      // Setting it: the rule under the field, read with it; a wrong value is told the rule.
      await page.goto('/member?page=securityCenter');
      await page.getByTestId('open-payment').click();
      const form = page.getByTestId('payment-password-form');
      const next = form.getByTestId('new-payment-password');
      await expect(next).toHaveAccessibleDescription('6 digits');
      await next.fill('12ab');
      await form.getByLabel('Confirm withdraw password').fill('12ab');
      await form.getByTestId('fresh-proof').locator('input[type="password"]').fill(PASSWORD);
      await form.getByRole('button').last().click();
      await expect(form.getByTestId('error-newPaymentPassword')).toHaveText('Enter exactly 6 digits');
      await expect(next).toHaveAccessibleDescription('Enter exactly 6 digits');
      await next.fill(WITHDRAW_PASSWORD);
      await form.getByLabel('Confirm withdraw password').fill(WITHDRAW_PASSWORD);
      await form.getByRole('button').last().click();
      await expect(form).toHaveCount(0);

      // The first payout account names the holder, and the form says so; the next shows that name.
      await page.goto('/member?page=withdraw');
      await page.getByTestId('payout-add').click();
      const accountForm = page.getByTestId('payout-form');
      const holder = accountForm.getByLabel('Account holder');
      await expect(holder).toHaveAccessibleDescription(/becomes your registered real name/);
      await expect(accountForm).not.toContainText('Must be your registered real name');
      await accountForm.getByLabel('E-wallet provider').fill('GCash');
      await holder.fill('Ana Reyes');
      await accountForm.getByLabel('E-wallet number').fill('09175554321');
      await accountForm.getByLabel('Login password').fill(PASSWORD);
      await accountForm.getByTestId('payout-save').click();
      await expect(page.getByTestId('payout-item')).toHaveCount(1);
      await page.getByTestId('payout-add').click();
      await expect(holder).toHaveValue('Ana Reyes');
      await expect(holder).not.toBeEditable();
      await expect(holder).toHaveAccessibleDescription(/Your registered real name/);
      await accountForm.getByRole('button', { name: 'Cancel' }).click();

      // Entering it: the withdrawal and the transfer to the upline say the rule too.
      await expect(page.getByTestId('withdraw-password')).toHaveAccessibleDescription('6 digits');
      await page.goto('/member?page=transferUpline');
      const upline = page.getByTestId('upline-form');
      await expect(upline.locator('input[name="paymentPassword"]')).toHaveAccessibleDescription('6 digits');
    });

    test('the sandbox gateway page brings its own icon: nothing answers 404', async ({ page }) => {
      test.setTimeout(90_000);
      await useLanguage(page, 'EN');
      await registerInAgentTeam(page, PASSWORD);
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(response.url());
      });
      await page.goto('/member?page=depositv2');
      await page.locator('#deposit-amount').fill('100');
      await page.getByTestId('deposit-submit').click();
      await page.waitForURL(/sandbox-gateway\/pay/);
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
      const icon = page.locator('link[rel="icon"]');
      await expect(icon).toHaveCount(1);
      const loaded = await icon.evaluate(
        (link: HTMLLinkElement) =>
          new Promise<number>((resolve) => {
            const image = new Image();
            image.onload = () => resolve(image.naturalWidth);
            image.onerror = () => resolve(0);
            image.src = link.href;
          }),
      );
      expect(loaded).toBeGreaterThan(0);
      // The page fits the screen (its card's padding once pushed it past a 390 px phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await page.waitForTimeout(500);
      expect(missing).toEqual([]);
    });
  });
}
