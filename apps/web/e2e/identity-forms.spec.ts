import { expect, test } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import { hideAnnouncements, loginWithPassword, registerByUsername, signOut, uniqueUsername } from './identity-helpers';

/**
 * The spec §5 rules and §8 messages of the login, forgot-password and change-password forms as a
 * user meets them, the country list with flags, the w_reg banners, the member-centre popup, and
 * the member info loaded with a stored session.
 */
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
});

test('the login forms say what is missing or wrong', async ({ page }) => {
  await page.goto('/login');
  const dialog = modal(page, 'loginPopupModal');
  await dialog.getByTestId('login-submit').click();
  await expect(dialog.getByTestId('form-alert')).toHaveText('Please enter the username and password');
  // Spaces only are nothing (trimmed).
  await dialog.getByRole('textbox', { name: 'Username' }).fill('demo');
  await dialog.getByLabel('Password', { exact: true }).fill('   ');
  await dialog.getByTestId('login-submit').click();
  await expect(dialog.getByTestId('form-alert')).toHaveText('Please enter the username and password');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByTestId('login-slider-step')).toHaveCount(0);

  await dialog.getByRole('tab', { name: 'SMS code' }).click();
  const sms = dialog.getByTestId('sms-login-form');
  await sms.getByTestId('send-code').click();
  await expect(sms.getByTestId('error-mobileNum')).toHaveText('Please enter a valid mobile number');
  await expect(sms.getByTestId('error-captcha')).toHaveText('Please enter the captcha');
  await sms.getByLabel('Mobile number').fill('917-555');
  await sms.getByTestId('send-code').click();
  await expect(sms.getByTestId('error-mobileNum')).toHaveText('Phone number format is incorrect');
  await sms.getByLabel('Mobile number').fill('917555');
  await sms.getByTestId('send-code').click();
  await expect(sms.getByTestId('error-mobileNum')).toHaveText('Please enter your 10 digit phone number');

  // The country list shows each country's flag; the rule follows the country picked.
  await sms.getByTestId('country-select').click();
  const list = sms.getByTestId('country-list');
  const thailand = list.getByRole('option', { name: 'Thailand +66' });
  const flag = thailand.locator('img.country-flag');
  await expect(flag).toHaveAttribute('alt', 'Thailand');
  await expect(flag).toHaveAttribute('src', /COUNTRY_FLAG\/TH\.svg$/);
  await thailand.scrollIntoViewIfNeeded();
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await thailand.click();
  await expect(list).toHaveCount(0);
  await expect(sms.getByTestId('country-select')).toContainText('+66');
  await expect(sms.getByTestId('country-select').locator('img.country-flag')).toHaveAttribute('alt', 'Thailand');
  await sms.getByTestId('send-code').click();
  await expect(sms.getByTestId('error-mobileNum')).toHaveText('Please enter your 9 digit phone number');
  // Keyboard: open, go to Vietnam (9–10 digits), pick it.
  await sms.getByTestId('country-select').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('v');
  await page.keyboard.press('Enter');
  await expect(sms.getByTestId('country-select')).toContainText('+84');
  await expect(modal(page, 'loginPopupModal')).toBeVisible();
  await sms.getByTestId('send-code').click();
  await expect(sms.getByTestId('error-mobileNum')).toHaveText('Please enter a valid phone number');

  await sms.getByTestId('sms-login-submit').click();
  await expect(sms.getByTestId('error-verificationCode')).toHaveText('Please enter a valid verification code');
});

test('the forgot-password forms say what is missing or wrong', async ({ page }) => {
  await page.goto('/login');
  await modal(page, 'loginPopupModal').getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = modal(page, 'forgetPassModal');

  const mobile = forgot.getByTestId('forgot-mobile-form');
  await mobile.getByTestId('forgot-submit').click();
  await expect(mobile.getByTestId('error-mobileNum')).toHaveText('Please enter a valid mobile number');
  await expect(mobile.getByTestId('error-verificationCode')).toHaveText('Please enter a valid verification code');
  await expect(mobile.getByTestId('error-newPassword')).toHaveText('Input cannot be empty');
  await mobile.getByLabel('New password').fill('abc');
  await expect(mobile.getByTestId('error-newPassword')).toHaveText(
    'Please fill in your password with 6 - 20 characters',
  );
  await mobile.getByLabel('New password').fill('abcdefgh');
  await expect(mobile.getByTestId('error-newPassword')).toHaveText('Password format is incorrect');

  await forgot.getByRole('tab', { name: 'E-mail' }).click();
  const email = forgot.getByTestId('forgot-email-form');
  await email.getByTestId('forgot-submit').click();
  await expect(email.getByTestId('error-username')).toHaveText('Input cannot be empty');
  await expect(email.getByTestId('error-email')).toHaveText('Input cannot be empty');
  await email.getByLabel('Username').fill('no such name');
  await email.getByLabel('E-mail').fill('not-an-address');
  await email.getByTestId('forgot-submit').click();
  await expect(email.getByTestId('error-username')).toHaveText('Account format is incorrect');
  await expect(email.getByTestId('error-email')).toHaveText('E-mail format is incorrect');
});

test('change password says what is missing or wrong; member info and the merchant code follow the session', async ({
  page,
}) => {
  const username = uniqueUsername('c');
  await registerByUsername(page, { username, password: 'Secret123' });
  expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe('FORTUNA');

  // A reload with the stored token loads the member again (GET /wps/member/info).
  const info = page.waitForResponse((r) => r.url().endsWith('/wps/member/info') && r.status() === 200);
  await page.reload();
  await info;
  await expect(page.getByTestId('account-trigger')).toContainText(username);

  await page.goto('/member?page=securityCenter');
  await page.getByTestId('open-change-password').click();
  const dialog = modal(page, 'changePassModal');
  await dialog.getByTestId('change-password-submit').click();
  await expect(dialog.getByTestId('error-oldPassword')).toHaveText('Input cannot be empty');
  await expect(dialog.getByTestId('error-newPassword')).toHaveText('Input cannot be empty');
  await expect(dialog.getByTestId('error-confirmNewPassword')).toHaveText('Input cannot be empty');
  await dialog.getByLabel('Current password').fill('Secret123');
  await dialog.getByLabel('New password', { exact: true }).fill('abc');
  await expect(dialog.getByTestId('error-newPassword')).toHaveText(
    'Please fill in your password with 6 - 20 characters',
  );
  await dialog.getByLabel('New password', { exact: true }).fill('abcdefgh');
  await expect(dialog.getByTestId('error-newPassword')).toHaveText('Password format is incorrect');
  await dialog.getByLabel('New password', { exact: true }).fill('Another456');
  await dialog.getByLabel('Confirm new password').fill('Another457');
  await expect(dialog.getByTestId('error-confirmNewPassword')).toHaveText('Incorrect confirmation input');
  await page.keyboard.press('Escape');

  // Spec §4: logout clears the session storage but keeps the merchant code.
  await signOut(page);
  expect(await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('merchantCode')])).toEqual([
    null,
    'FORTUNA',
  ]);
});

test('the registration popup shows the w_reg banners', async ({ page }) => {
  await page.goto('/register');
  const dialog = modal(page, 'registerModal');
  const banner = dialog.getByTestId('banners-w_reg').getByRole('img', { name: 'Join Fortuna' });
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(dialog.getByTestId('register-banner-fallback')).toHaveCount(0);
});

test('the member-centre popup opens from the avatar menu and leads to each page', async ({ page }) => {
  await page.goto('/');
  await loginWithPassword(page, 'player2', 'Player1234');
  await page.getByTestId('account-trigger').click();
  await page.getByTestId('account-memberCenter').click();
  const dialog = modal(page, 'memberCenter');
  await expect(dialog.getByTestId('member-modal-name')).toHaveText('Player Two');
  await expect(dialog.getByTestId('member-modal-balance')).toContainText('₱');
  await expect(dialog.locator('a[data-page] .member-modal__page-label')).toHaveText([
    'My account',
    'Wallet',
    'Deposit',
    'Withdraw',
    'Transfer to upline',
    'Betting record',
    'Account record',
    'Profit and loss',
    'Messages',
  ]);
  await dialog.getByRole('link', { name: 'Betting record' }).click();
  await expect(page).toHaveURL(/\/member\?page=personalHistoryCopy$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('member-page-title')).toHaveText('Betting record');
});

test('a trial account is asked to register instead of opening the member-centre popup', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('account-trigger')).toHaveAttribute('data-trial', 'true');
  await page.getByTestId('account-trigger').click();
  await page.getByTestId('account-memberCenter').click();
  await expect(modal(page, 'publicModal')).toContainText('Trial accounts cannot use this feature');
  await expect(modal(page, 'memberCenter')).toHaveCount(0);
});
