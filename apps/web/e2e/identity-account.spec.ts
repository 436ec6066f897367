import { expect, test } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import {
  answerNewIpStep,
  fillImageCaptcha,
  hideAnnouncements,
  loginFromNewNetwork,
  loginWithPassword,
  registerByUsername,
  signOut,
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
  // Binding proves the login password too (a stolen session alone cannot bind one).
  await center.getByTestId('totp-login-password').fill('Secret123');
  await center.getByTestId('totp-submit').click();
  await expect(page.getByText('Authenticator bound.')).toBeVisible();
  await expect(center.getByTestId('security-totp')).toContainText('Bound');
  await signOut(page);

  const { away, other, step } = await loginFromNewNetwork(browser, '192.0.2.23', username, 'Secret123');
  await answerNewIpStep(other, step, '000000');
  await expect(step.getByTestId('form-alert')).toContainText('Verification failed');
  // A refusal brings the image captcha for the next attempt.
  await fillImageCaptcha(other, step);
  await answerNewIpStep(other, step, totpNow(secret));
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
  await payment.getByLabel('Login password').fill('Secret123');
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
