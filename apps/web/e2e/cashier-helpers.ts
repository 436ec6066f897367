import { expect, type Browser } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, registerByUsername, uniqueUsername } from './identity-helpers';
import { depositThroughSandbox, ensureWithdrawPassword, WITHDRAW_PASSWORD } from './transfer-helpers';

/**
 * A fresh member (its own browser context) who deposits through the sandbox gateway, sets a
 * withdraw password, binds an e-wallet and requests a withdrawal on the withdraw page, as a player
 * does: the member's page (still open on the withdraw page), username and order number.
 */
export async function memberWithPendingWithdrawal(browser: Browser, amount = '300') {
  const page = await (await browser.newContext()).newPage();
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  const username = uniqueUsername('wdc');
  const password = 'Withdraw123';
  await registerByUsername(page, { username, password });
  await depositThroughSandbox(page, '1000');
  await ensureWithdrawPassword(page, password);
  await page.goto('/member?page=withdraw');
  await page.getByTestId('payout-add').click();
  const accountForm = page.getByTestId('payout-form');
  await accountForm.getByLabel('E-wallet provider').fill('GCash');
  await accountForm.getByLabel('Account holder').fill('Ana Reyes');
  await accountForm.getByLabel('Login password').fill(password);
  await accountForm.getByLabel('E-wallet number').fill(`0917${String(Date.now()).slice(-7)}`);
  await accountForm.getByTestId('payout-save').click();
  await expect(page.getByTestId('payout-item')).toHaveCount(1);
  const form = page.getByTestId('withdraw-form');
  await form.getByTestId('withdraw-amount').fill(amount);
  await form.getByTestId('withdraw-password').fill(WITHDRAW_PASSWORD);
  await form.getByTestId('withdraw-submit').click();
  const done = form.getByTestId('withdraw-done');
  await expect(done).toContainText(`₱${amount}.00`);
  const orderNo = /W\d{16}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  expect(orderNo).not.toBe('');
  return { page, username, orderNo };
}
