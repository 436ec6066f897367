import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, loginAsDemoAgent, registerByUsername, uniqueUsername } from './identity-helpers';
import { staffCall, staffToken } from './operator-api';

/** A real 1×1 PNG: the server checks the slip's bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const headerBalance = (page: Page) => page.getByTestId('header-balance-value');

test('deposit online through the sandbox gateway, then by bank transfer approved by the operator', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  const username = uniqueUsername('dep');
  await registerByUsername(page, { username, password: 'Deposit123' });
  await expect(headerBalance(page)).toHaveText('₱0.00');

  // Online: the gateway page takes the payment and calls back; the member is sent back here.
  await page.goto('/member?page=depositv2');
  await expect(page.getByTestId('deposit-page')).toBeVisible();
  await page.getByLabel(/GCash/).check();
  await page.locator('#deposit-amount').fill('500');
  await expect(page.getByTestId('deposit-preview')).toContainText('500.00');
  await page.getByTestId('deposit-submit').click();
  await page.waitForURL(/sandbox-gateway\/pay/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/page=depositv2/);
  await expect(page.getByTestId('deposit-result')).toContainText('credited');
  await expect(headerBalance(page)).toHaveText('₱500.00');

  // Bank transfer: the operator's account is shown, the order is made, the slip uploaded.
  await page.getByLabel(/BDO bank transfer/).check();
  await expect(page.getByTestId('bank-details')).toContainText('0012-3456-7890');
  await page.locator('#deposit-amount').fill('100');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-error')).toContainText('500.00');
  await page.locator('#deposit-amount').fill('1000');
  await page.getByTestId('deposit-submit').click();
  const slip = page.getByTestId('slip-panel');
  await expect(slip).toBeVisible();
  await slip
    .getByTestId('deposit-slip-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(slip.getByRole('alert')).toContainText('PNG or JPG');
  await slip.getByTestId('deposit-slip-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await slip.getByTestId('deposit-slip-submit').click();
  await expect(slip).toHaveCount(0);
  await expect(page.getByTestId('slip-sent')).toBeVisible();
  const orderNo =
    ((await page.getByTestId('deposit-records').locator('li').first().textContent()) ?? '').match(/D\d{16}/)?.[0] ?? '';
  expect(orderNo).not.toBe('');

  // The operator approves: the open page hears it live — balance, notice and unread badge.
  const token = await staffToken(request);
  const pending = await staffCall<{ list: Array<{ orderNo: string; receiptUploadedAt: string | null }> }>(
    request,
    token,
    'GET',
    `/console/api/cashier/deposits?username=${username}`,
  );
  expect(pending.list.find((p) => p.orderNo === orderNo)?.receiptUploadedAt).toBeTruthy();
  await staffCall(request, token, 'POST', `/console/api/cashier/deposits/${orderNo}/approve`, { note: 'slip matches' });
  await expect(headerBalance(page)).toHaveText('₱1,500.00');
  await expect(page.getByRole('status').filter({ hasText: `Deposit ${orderNo} approved` })).toBeVisible();
  // Two notices wait unread: the online credit and this approval.
  await expect(page.getByTestId('badge-messageV2')).toHaveText('2');

  await page.goto('/member?page=messageV2');
  const message = page.getByTestId('message-item').first();
  await expect(message).toHaveAttribute('data-kind', 'DEPOSIT_APPROVED');
  await message.getByRole('button').click();
  await expect(message).toContainText(`Deposit ${orderNo} approved: ₱1,000.00`);
  await expect(page.getByTestId('badge-messageV2')).toHaveText('1');
  await page.getByTestId('messages-read-all').click();
  await expect(page.getByTestId('badge-messageV2')).toHaveCount(0);
  await expect(page.getByTestId('messages-unread')).toHaveText('0 unread');
});

test('an agent deposits from the agent centre and comes back there from the gateway', async ({ page }) => {
  await useLanguage(page, 'EN');
  await loginAsDemoAgent(page);
  await page.locator('.agent-nav a[data-page="depositv2"]').click();
  await expect(page.getByTestId('deposit-page')).toBeVisible();
  await page.getByLabel(/GCash/).check();
  await page.locator('#deposit-amount').fill('150');
  await page.getByTestId('deposit-submit').click();
  await page.waitForURL(/sandbox-gateway\/pay/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/agentHome\?page=depositv2&orderNo=D\d+/);
  await expect(page.getByTestId('agent-home')).toBeVisible();
  await expect(page.getByTestId('deposit-result')).toContainText('₱150.00');
  await expect(page.getByTestId('deposit-result')).toContainText('credited');
});
