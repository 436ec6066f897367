import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, ownClientAddressPerTest, registerByUsername, uniqueUsername } from './identity-helpers';
import { openSignedIn } from './console-helpers';
import { newStaff, sharedOwnerToken } from './console-staff-helpers';
import { memberWithPendingWithdrawal } from './cashier-helpers';

ownClientAddressPerTest();

/** A real 1×1 PNG: the server checks the slip's bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The console's Cashier page: a member's bank-transfer deposit with its slip waits in the queue;
 * a finance staff member sees the slip (fetched with the staff token), cannot reject without a
 * note, and approves it.
 */
test('a finance staff member reviews a bank-transfer deposit with its slip and approves it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const member = await (await browser.newContext()).newPage();
  await useLanguage(member, 'EN');
  await hideAnnouncements(member);
  const username = uniqueUsername('cas');
  await registerByUsername(member, { username, password: 'Deposit123' });
  await member.goto('/member?page=depositv2');
  await member.getByLabel(/BDO bank transfer/).check();
  await member.locator('#deposit-amount').fill('1000');
  await member.getByTestId('deposit-submit').click();
  const slip = member.getByTestId('slip-panel');
  await slip.getByTestId('deposit-slip-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await slip.getByTestId('deposit-slip-submit').click();
  await expect(member.getByTestId('slip-sent')).toBeVisible();

  const owner = await sharedOwnerToken(request);
  const finance = await newStaff(request, owner, 'finance', 'cs');
  // The queue is paged oldest first: the member's name narrows it to this order.
  await openSignedIn(page, finance.token, `/console/cashier?username=${username}`);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('1,000.00');
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog');
  const image = dialog.getByRole('img', { name: "The member's deposit slip" });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByRole('alert')).toContainText('reason');
  await dialog.getByRole('button', { name: 'Approve (credit)' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
});

/**
 * A member requests a withdrawal on the withdraw page; a finance staff member finds it in the
 * console by the member's name, reads its risk hints and pays it; the member's record shows Paid.
 */
test('a finance staff member pays a withdrawal after reading its risk hints', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const member = await memberWithPendingWithdrawal(browser, '300');

  const owner = await sharedOwnerToken(request);
  const finance = await newStaff(request, owner, 'finance', 'pay');
  await openSignedIn(page, finance.token, `/console/cashier?tab=withdrawals&username=${member.username}`);
  const row = page.getByTestId('cashier-row').filter({ hasText: member.orderNo });
  await expect(row).toContainText('300.00');
  await expect(row).toContainText('First withdrawal');
  await expect(row).toContainText('Turnover met');
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog');
  const hints = dialog.getByRole('region', { name: 'Risk hints' });
  await expect(hints).toContainText('Withdraw password (first setting)');
  await expect(hints).toContainText('Payout account (first setting)');
  await dialog.getByRole('button', { name: 'Approve (paid)' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cashier-row')).toHaveCount(0);

  await member.page.reload();
  await expect(member.page.getByTestId(`withdraw-record-${member.orderNo}`)).toContainText('Paid');
});
