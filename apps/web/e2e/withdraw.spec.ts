import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { registerByUsername, uniqueUsername } from './identity-helpers';
import { staffCall, staffToken } from './operator-api';
import {
  depositThroughSandbox,
  ensureWithdrawPassword,
  expectHeaderBalance,
  WITHDRAW_PASSWORD,
} from './transfer-helpers';

/** A real 1×1 PNG: the server checks the proof's bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Requests a withdrawal on the open withdraw page; returns its order number. */
async function requestWithdrawal(page: Page, amount: string): Promise<string> {
  const form = page.getByTestId('withdraw-form');
  await form.getByTestId('withdraw-amount').fill(amount);
  await form.getByTestId('withdraw-password').fill(WITHDRAW_PASSWORD);
  await form.getByTestId('withdraw-submit').click();
  const done = form.getByTestId('withdraw-done');
  await expect(done).toContainText(`₱${amount}.00`);
  return /W\d{16}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
}

/*
 * A fresh member rather than demo: transfer.spec.ts moves demo's money in parallel and checks
 * its header balance, so a withdrawal from demo here would break it (and the reverse).
 */
test('withdraw: password, payout account, request, operator pays, member confirms receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await useLanguage(page, 'EN');
  const password = 'Withdraw123';
  await registerByUsername(page, { username: uniqueUsername('wd'), password });

  // No withdraw password yet: the page says so and links to My account.
  await page.goto('/member?page=withdraw');
  await expect(page.getByTestId('withdraw-page')).toBeVisible();
  await expect(page.getByTestId('withdraw-no-password')).toBeVisible();
  await expect(page.getByTestId('withdraw-set-password')).toHaveAttribute('href', '/member?page=securityCenter');
  await expect(page.getByTestId('payout-empty')).toBeVisible();

  await depositThroughSandbox(page, '1000');
  await ensureWithdrawPassword(page, password);
  await page.goto('/member?page=withdraw');
  await expectHeaderBalance(page, 1000);
  await expect(page.getByTestId('withdraw-no-password')).toHaveCount(0);
  await expect(page.getByTestId('withdraw-available')).toHaveText('₱1,000.00');
  await expect(page.getByTestId('withdraw-turnover')).toContainText('No turnover required');

  // Bind an e-wallet (the first account names the holder); a bad number is refused on the page.
  await page.getByTestId('payout-add').click();
  const accountForm = page.getByTestId('payout-form');
  await accountForm.getByLabel('E-wallet provider').fill('GCash');
  await accountForm.getByLabel('Account holder').fill('Maria Santos');
  await accountForm.getByLabel('Login password').fill(password);
  await accountForm.getByLabel('E-wallet number').fill('12');
  await accountForm.getByTestId('payout-save').click();
  await expect(accountForm.getByRole('alert')).toContainText('digits');
  await accountForm.getByLabel('E-wallet number').fill('0917-555-4321');
  await accountForm.getByTestId('payout-save').click();
  await expect(page.getByTestId('payout-item')).toHaveCount(1);
  await expect(page.getByTestId('payout-item')).toContainText('4321');
  await expect(page.getByTestId('payout-item')).not.toContainText('0917555');

  // A second account is in the real name the first one set: prefilled and fixed (the server refuses
  // another name, test/withdrawal.test.ts); it is added at the end, as a new account holds withdrawals.
  await page.getByTestId('payout-add').click();
  await expect(accountForm.getByLabel('Account holder')).toHaveValue('Maria Santos');
  await expect(accountForm.getByLabel('Account holder')).not.toBeEditable();
  await accountForm.getByRole('button', { name: 'Cancel' }).click();

  // The form checks limits and the withdraw password before anything is held.
  const form = page.getByTestId('withdraw-form');
  await form.getByTestId('withdraw-amount').fill('5');
  await form.getByTestId('withdraw-password').fill(WITHDRAW_PASSWORD);
  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('alert')).toContainText('between');
  await form.getByTestId('withdraw-amount').fill('300');
  await form.getByTestId('withdraw-password').fill('000000');
  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('alert')).toContainText('withdraw password is incorrect');
  await expectHeaderBalance(page, 1000);

  const first = await requestWithdrawal(page, '300');
  await expectHeaderBalance(page, 700);
  await expect(page.getByTestId('withdraw-locked')).toHaveText('₱300.00');
  await expect(page.getByTestId(`withdraw-record-${first}`)).toContainText('Pending');

  // Finance staff pay it out through the console's API.
  const token = await staffToken(request);
  await staffCall(request, token, 'POST', `/console/api/cashier/withdrawals/${first}/approve`, { note: '' });
  await page.reload();
  const record = page.getByTestId(`withdraw-record-${first}`);
  await expect(record).toContainText('Paid');
  await expect(page.getByTestId(`receipt-hint-${first}`)).toContainText('30 minutes');
  await expect(page.getByTestId('withdraw-locked')).toHaveText('₱0.00');
  await expectHeaderBalance(page, 700);

  // Partly received: the amount must be more than 0 and less than the order amount.
  const receipt = page.getByTestId(`receipt-${first}`);
  await receipt.getByTestId(`receipt-${first}-PARTLY_RECEIVED`).click();
  await receipt.getByTestId(`receipt-${first}-amount`).fill('300');
  await receipt.getByTestId(`receipt-${first}-send`).click();
  await expect(receipt.getByRole('alert')).toContainText('less than ₱300.00');
  await receipt.getByTestId(`receipt-${first}-amount`).fill('120.50');
  await receipt.getByTestId(`receipt-${first}-send`).click();
  const answered = page.getByTestId(`receipt-status-${first}`);
  await expect(answered).toContainText('Partly received');
  await expect(answered).toContainText('Received ₱120.50 · remainder ₱179.50');
  await expect(page.getByTestId(`receipt-${first}`)).toHaveCount(0);
  await expectHeaderBalance(page, 700);

  // Not received, with a proof image (a text file is refused on the page first).
  const second = await requestWithdrawal(page, '100');
  await expectHeaderBalance(page, 600);
  await staffCall(request, token, 'POST', `/console/api/cashier/withdrawals/${second}/approve`, { note: '' });
  await page.reload();
  const secondReceipt = page.getByTestId(`receipt-${second}`);
  await secondReceipt.getByTestId(`receipt-${second}-NOT_RECEIVED`).click();
  const proofInput = secondReceipt.getByTestId(`receipt-${second}-proof-input`);
  await proofInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(secondReceipt.getByRole('alert')).toContainText('PNG or JPG');
  await proofInput.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await secondReceipt.getByTestId(`receipt-${second}-proof-submit`).click();
  await expect(page.getByTestId(`receipt-status-${second}`)).toContainText('Not received');
  const disputed = await staffCall<Array<{ orderNo: string; hasProof: boolean; remainder: string }>>(
    request,
    token,
    'GET',
    '/console/api/cashier/withdrawals/disputed',
  );
  expect(disputed.find((d) => d.orderNo === second)).toMatchObject({ hasProof: true, remainder: '100.00' });
  expect(disputed.find((d) => d.orderNo === first)).toMatchObject({ remainder: '179.50' });
  await expectHeaderBalance(page, 600);

  // A second account in the member's name is added (a credential change): withdrawals wait 24 hours,
  // and the page says until when; the account can be removed again.
  await page.getByTestId('payout-add').click();
  await accountForm.getByText('Bank', { exact: true }).click();
  await accountForm.getByLabel('Bank name').fill('BDO');
  await expect(accountForm.getByLabel('Account holder')).toHaveValue('Maria Santos');
  await accountForm.getByLabel('Account number').fill('001122334455');
  await accountForm.getByLabel('Login password').fill(password);
  await accountForm.getByTestId('payout-save').click();
  await expect(page.getByTestId('payout-item')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('withdraw-held')).toContainText('withdrawals are paused until');
  // Removing is a change of payout accounts too: it asks for the same fresh proof as adding one.
  await page.getByTestId('payout-item').nth(1).getByTestId('payout-remove').click();
  const removeForm = page.getByTestId('payout-remove-form');
  await removeForm.getByTestId('payout-remove-yes').click();
  await expect(removeForm.getByTestId('error-loginPassword')).toHaveText('Input cannot be empty');
  await removeForm.getByLabel('Login password').fill('Wrong9999');
  await removeForm.getByTestId('payout-remove-yes').click();
  await expect(removeForm.getByTestId('error-loginPassword')).toHaveText('The login password is incorrect');
  await expect(page.getByTestId('payout-item')).toHaveCount(2);
  await removeForm.getByLabel('Login password').fill(password);
  await removeForm.getByTestId('payout-remove-yes').click();
  await expect(page.getByTestId('payout-item')).toHaveCount(1);
  await expect(page.getByTestId('withdraw-held')).toContainText('withdrawals are paused until');
});
