import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, loginWithPassword, registerByUsername, uniqueUsername } from './identity-helpers';
import {
  depositThroughSandbox,
  ensureWithdrawPassword,
  expectHeaderBalance,
  headerBalance,
  WITHDRAW_PASSWORD,
} from './transfer-helpers';

test.describe('transfers (issue 4)', () => {
  test('demo moves money to a game wallet and back, then to its upline; the header balance follows', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await useLanguage(page, 'EN');
    await hideAnnouncements(page);
    await page.goto('/');
    await loginWithPassword(page, 'demo', 'Demo1234');
    await expect(page.getByTestId('account-trigger')).toBeVisible();
    await ensureWithdrawPassword(page, 'Demo1234');

    const start = await headerBalance(page);
    await depositThroughSandbox(page, '1000');
    await page.goto('/member?page=transferFund');
    await expectHeaderBalance(page, start + 1000);

    // Main → Evolution's transfer wallet.
    const fund = page.getByTestId('transfer-fund-page');
    await expect(fund.getByTestId('wallet-main')).toContainText('₱');
    await fund.getByTestId('wallet-EVO').click();
    await fund.getByTestId('direction-IN').click();
    await fund.locator('#wallet-transfer-amount').fill('300');
    await fund.getByTestId('wallet-transfer-submit').click();
    await expect(fund.getByTestId('wallet-transfer-done')).toContainText('300.00');
    await expect(fund.getByTestId('wallet-EVO')).toContainText('₱300.00');
    await expectHeaderBalance(page, start + 700);

    // And all of it back with the "all" shortcut.
    await fund.getByTestId('direction-OUT').click();
    await fund.getByTestId('wallet-transfer-all').click();
    await expect(fund.locator('#wallet-transfer-amount')).toHaveValue('300.00');
    await fund.getByTestId('wallet-transfer-submit').click();
    await expect(fund.getByTestId('wallet-transfer-done')).toBeVisible();
    await expect(fund.getByTestId('wallet-EVO')).toContainText('₱0.00');
    await expectHeaderBalance(page, start + 1000);

    // A move larger than the wallet is refused on the page, and nothing moves.
    await fund.locator('#wallet-transfer-amount').fill('5');
    await fund.getByTestId('wallet-transfer-submit').click();
    await expect(fund.getByTestId('wallet-transfer-error')).toBeVisible();

    // To the upline (the demo agent), with the withdraw password.
    await page.goto('/member?page=transferUpline');
    const upline = page.getByTestId('transfer-upline-page');
    await expect(upline.getByTestId('transfer-upline-account')).toContainText('agent');
    const form = upline.getByTestId('upline-form');
    await form.locator('input[name="amount"]').fill('250');
    await form.locator('input[name="paymentPassword"]').fill('000000');
    await form.getByTestId('upline-form-submit').click();
    await expect(form.getByTestId('upline-form-error')).toContainText(/withdraw password/i);
    await form.locator('input[name="paymentPassword"]').fill(WITHDRAW_PASSWORD);
    await form.getByTestId('upline-form-submit').click();
    await expect(form.getByTestId('upline-form-done')).toContainText('250.00');
    await expectHeaderBalance(page, start + 750);
    await expect(upline.getByTestId('transfer-records').locator('li').first()).toContainText('agent');
  });

  test('a member without an upline sees why there is nothing to send', async ({ page }) => {
    test.setTimeout(60_000);
    await useLanguage(page, 'EN');
    await hideAnnouncements(page);
    await registerByUsername(page, { username: uniqueUsername('tu'), password: 'Test1234' });
    await page.goto('/member?page=transferUpline');
    await expect(page.getByTestId('transfer-upline-page').getByTestId('empty-state').first()).toContainText(
      'no upline',
    );
  });
});
