import { expect, test } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import {
  fillImageCaptcha,
  hideAnnouncements,
  loginWithPassword,
  registerByUsername,
  signOut,
  solveSlider,
  totpNow,
  uniqueUsername,
} from './identity-helpers';

/** My account (securityCenter) and the new-network check it feeds (issue 3 "Must show"). */
test('bind an authenticator in my account; a login from a new network asks for its code', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  const username = uniqueUsername('t');
  await registerByUsername(page, { username, password: 'Secret123' });

  await page.getByTestId('account-trigger').click();
  await page.getByTestId('account-securityCenter').click();
  const center = page.getByTestId('member-center');
  await expect(center.locator('a[aria-current="page"]')).toHaveAttribute('data-page', 'securityCenter');
  await expect(center.getByTestId('profile-account')).toHaveText(username);
  await center.getByTestId('copy-id').click();
  await expect(page.getByText('User ID copied')).toBeVisible();

  await center.getByTestId('open-totp').click();
  await expect(center.getByTestId('totp-setup').locator('svg[data-qr^="otpauth://totp/"]')).toBeVisible();
  const secret = (await center.getByTestId('totp-secret').textContent())!.trim();
  await center.getByTestId('totp-code').fill(totpNow(secret));
  await center.getByTestId('totp-submit').click();
  await expect(page.getByText('Authenticator bound.')).toBeVisible();
  await expect(center.getByTestId('security-totp')).toContainText('Bound');
  await signOut(page);

  const away = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.23' } });
  const other = await away.newPage();
  await useLanguage(other, 'EN');
  await hideAnnouncements(other);
  await other.goto('/');
  await loginWithPassword(other, username, 'Secret123');
  const step = modal(other, 'loginPopupModal').getByTestId('new-ip-step');
  await expect(step).toBeVisible();
  await step.getByTestId('new-ip-value').fill('000000');
  await step.getByRole('button', { name: 'Continue' }).click();
  await solveSlider(other);
  await expect(step.getByTestId('form-alert')).toContainText('Verification failed');
  // A refusal brings the image captcha for the next attempt.
  await fillImageCaptcha(other, step);
  await step.getByTestId('new-ip-value').fill(totpNow(secret));
  await step.getByRole('button', { name: 'Continue' }).click();
  await solveSlider(other);
  await expect(modal(other, 'loginPopupModal')).toHaveCount(0);
  await expect(other.getByTestId('account-trigger')).toContainText(username);
  await away.close();
});

test('my account changes the profile, the withdraw password and the login password', async ({ page }) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  const username = uniqueUsername('p');
  await registerByUsername(page, { username, password: 'Secret123' });
  await page.goto('/member?page=securityCenter');
  const center = page.getByTestId('member-center');
  await center.getByTestId('open-payment').click();
  const payment = center.getByTestId('payment-password-form');
  await payment.getByLabel('Password', { exact: true }).fill('Secret123');
  await payment.getByLabel('New withdraw password').fill('123456');
  await payment.getByLabel('Confirm withdraw password').fill('123456');
  await payment.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your withdraw password has been saved.')).toBeVisible();
  await expect(center.getByTestId('security-payment')).toContainText('Set');

  await center.getByTestId('open-change-password').click();
  const dialog = modal(page, 'changePassModal');
  await dialog.getByLabel('Current password').fill('Wrong999');
  await dialog.getByLabel('New password', { exact: true }).fill('Another456');
  await dialog.getByLabel('Confirm new password').fill('Another456');
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog.getByTestId('error-oldPassword')).toContainText('password is incorrect');
  await dialog.getByLabel('Current password').fill('Secret123');
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog).toHaveCount(0);
  await signOut(page);
  await loginWithPassword(page, username, 'Another456');
  await expect(page.getByTestId('account-trigger')).toContainText(username);
});
