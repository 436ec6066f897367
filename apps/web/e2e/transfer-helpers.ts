import { expect, type Page } from '@playwright/test';

/** The demo withdraw password the transfer tests set (or find already set by an earlier test). */
export const WITHDRAW_PASSWORD = '135790';

/** The header balance as a number (spec §2: 2 decimals with the currency symbol). */
export async function headerBalance(page: Page): Promise<number> {
  const value = page.getByTestId('header-balance-value');
  await expect(value).toHaveText(/\d/);
  return Number(((await value.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

/** Waits until the header shows `expected` (money as a number), refreshing it as a member would. */
export async function expectHeaderBalance(page: Page, expected: number): Promise<void> {
  await expect(async () => {
    if ((await headerBalance(page)) !== expected) {
      await page.getByTestId('balance-refresh').click();
      throw new Error(`header balance is not ${expected.toFixed(2)} yet`);
    }
  }).toPass({ timeout: 15_000 });
}

/** Sets the withdraw password in My account, unless the account already has one. */
export async function ensureWithdrawPassword(page: Page, loginPassword: string): Promise<void> {
  await page.goto('/member?page=securityCenter');
  await expect(page.getByTestId('security-center')).toBeVisible();
  await page.getByTestId('open-payment').click();
  const form = page.getByTestId('payment-password-form');
  // The new and confirmed withdraw password, then the login password (the fresh proof); a change
  // asks for the old withdraw password first.
  const inputs = form.locator('input[type="password"]');
  const asksOld = (await inputs.count()) === 4;
  if (asksOld) await inputs.nth(0).fill(WITHDRAW_PASSWORD);
  const at = asksOld ? 1 : 0;
  await inputs.nth(at).fill(WITHDRAW_PASSWORD);
  await inputs.nth(at + 1).fill(WITHDRAW_PASSWORD);
  await form.getByTestId('fresh-proof').locator('input[type="password"]').fill(loginPassword);
  await form.getByRole('button').last().click();
  await expect(form).toHaveCount(0);
}

/**
 * Gives the member money the way a player does: a deposit through the sandbox gateway. The
 * gateway's "back to the merchant" link uses the server's public address (localhost), another
 * origin than the tests' 127.0.0.1, so the test returns to the site by itself.
 */
export async function depositThroughSandbox(page: Page, amount: string): Promise<void> {
  await page.goto('/member?page=depositv2');
  await expect(page.getByTestId('deposit-page')).toBeVisible();
  await page.locator('#deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await page.waitForURL(/sandbox-gateway\/pay/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  // The gateway sends its signed callback, then redirects to the return address (another origin).
  await page.waitForURL((url) => !url.pathname.startsWith('/sandbox-gateway/'));
}
