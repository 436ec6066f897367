import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { hideAnnouncements, registerByUsername, uniqueUsername } from './identity-helpers';

/**
 * Issue 18 item 3: the sandbox gateway sends the player back to the brand host the deposit was
 * started from. The e2e server's PUBLIC_URL is http://127.0.0.1:5180; this player uses
 * http://localhost:5180 (the same server under its other loopback name), so the two differ.
 */
test.use({ baseURL: 'http://localhost:5180' });

test('a deposit started on localhost comes back to localhost, still logged in', async ({ page }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  const username = uniqueUsername('ret');
  await registerByUsername(page, { username, password: 'Return123' });
  expect(new URL(page.url()).host).toBe('localhost:5180');

  await page.goto('/member?page=depositv2');
  await page.getByLabel(/GCash/).check();
  await page.locator('#deposit-amount').fill('200');
  await page.getByTestId('deposit-submit').click();
  await page.waitForURL(/sandbox-gateway\/pay/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/page=depositv2/);

  expect(new URL(page.url()).host).toBe('localhost:5180');
  await expect(page.getByTestId('deposit-result')).toContainText('credited');
  await expect(page.getByTestId('header-balance-value')).toHaveText('₱200.00');
  await expect(page.getByTestId('account-trigger')).toContainText(username);
});
