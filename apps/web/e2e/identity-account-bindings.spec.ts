import { expect, test } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import {
  answerNewIpStep,
  fillImageCaptcha,
  hideAnnouncements,
  latestMessage,
  loginFromNewNetwork,
  registerByUsername,
  signOut,
  smsCode,
  uniqueClientIp,
  uniqueMobile,
  uniqueUsername,
} from './identity-helpers';

/** My account: e-mail and mobile binding with codes, the birthday age, and the new-network SMS and e-mail checks (issues 3, 17). */
test('binds an e-mail in my account with the code mailed to it', async ({ page }) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  const username = uniqueUsername('m');
  await registerByUsername(page, { username, password: 'Secret123' });
  await page.goto('/member?page=securityCenter');
  const center = page.getByTestId('member-center');
  await expect(center.getByTestId('security-email')).toContainText('Not bound');
  await center.getByTestId('open-email').click();
  const form = center.getByTestId('bind-email-form');

  // The address is judged before any mail is sent.
  await form.getByLabel('New e-mail').fill('not-an-address');
  await form.getByTestId('send-code').click();
  await expect(form.getByTestId('error-email')).toHaveText('E-mail format is incorrect');

  const address = `${username}@mail.example`;
  await form.getByLabel('New e-mail').fill(address);
  await form.getByTestId('send-code').click();
  await expect(form.getByTestId('send-code')).toContainText('Resend in');
  await expect(form.getByText('We sent a 6-digit code to this address.')).toBeVisible();
  const code = smsCode(await latestMessage(page, 'email', address));
  await form.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await form.getByLabel('Login password').fill('Secret123');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('error-verificationCode')).toHaveText('Please enter a valid verification code');

  await form.getByLabel('Verification code').fill(code);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your e-mail has been saved.')).toBeVisible();
  await expect(center.getByTestId('bind-email-form')).toHaveCount(0);
  await expect(center.getByTestId('security-email')).toContainText('@mail.example');
  await expect(center.getByTestId('open-email')).toHaveText('Change');
});

test('a login from a new network accepts an SMS code sent to the bound mobile', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  const username = uniqueUsername('s');
  const mobile = uniqueMobile();
  await registerByUsername(page, { username, password: 'Secret123' });
  await page.goto('/member?page=securityCenter');
  const center = page.getByTestId('member-center');
  await center.getByTestId('open-mobile').click();
  const bind = center.getByTestId('bind-mobile-form');
  await bind.getByLabel('New mobile number').fill(mobile);
  await fillImageCaptcha(page, bind);
  await bind.getByTestId('send-code').click();
  const bindCode = smsCode(await latestMessage(page, 'sms', mobile));
  await bind.getByLabel('Verification code').fill(bindCode);
  await bind.getByLabel('Login password').fill('Secret123');
  await bind.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your mobile number has been saved.')).toBeVisible();
  await signOut(page);

  const { away, other, step } = await loginFromNewNetwork(browser, uniqueClientIp(), username, 'Secret123');
  // Possession first: a member whose only bound channel is the mobile is asked for an SMS code alone.
  await expect(step.locator('[role="tab"]')).toHaveCount(0);

  // The number and the captcha are checked before the code is sent.
  await step.getByTestId('send-code').click();
  await expect(step.getByTestId('error-newIpMobile')).toHaveText('Please enter a valid mobile number');
  await step.getByTestId('new-ip-mobile').fill(mobile);
  await fillImageCaptcha(other, step);
  await step.getByTestId('send-code').click();
  await expect(step.getByTestId('send-code')).toContainText('Resend in');
  await expect.poll(async () => smsCode(await latestMessage(other, 'sms', mobile))).not.toBe(bindCode);
  const code = smsCode(await latestMessage(other, 'sms', mobile));
  // The sent code's captcha is gone: it was single-use.
  await expect(step.getByTestId('captcha-image')).toHaveCount(0);

  // A wrong code is refused; the member stays on the SMS method, and the refusal's image captcha
  // is the only captcha on the form (the code already sent stays valid).
  await answerNewIpStep(other, step, code === '000000' ? '111111' : '000000');
  await expect(step.getByTestId('form-alert')).toContainText('Verification failed');
  await expect(step.getByTestId('new-ip-mobile')).toBeVisible();
  await expect(step.getByTestId('captcha-image')).toHaveCount(1);
  await expect(step.getByTestId('new-ip-sms-captcha')).toHaveCount(0);
  await fillImageCaptcha(other, step);
  await answerNewIpStep(other, step, code);
  await expect(modal(other, 'loginPopupModal')).toHaveCount(0);
  await expect(other.getByTestId('account-trigger')).toContainText(username);
  await away.close();
});

test('a login from a new network accepts a code mailed to the bound e-mail', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  const username = uniqueUsername('e');
  const address = `${username}@mail.example`;
  await registerByUsername(page, { username, password: 'Secret123' });
  await page.goto('/member?page=securityCenter');
  const center = page.getByTestId('member-center');
  await center.getByTestId('open-email').click();
  const bind = center.getByTestId('bind-email-form');
  await bind.getByLabel('New e-mail').fill(address);
  await bind.getByTestId('send-code').click();
  const bindCode = smsCode(await latestMessage(page, 'email', address));
  await bind.getByLabel('Verification code').fill(bindCode);
  await bind.getByLabel('Login password').fill('Secret123');
  await bind.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your e-mail has been saved.')).toBeVisible();
  await signOut(page);

  const { away, other, step } = await loginFromNewNetwork(browser, uniqueClientIp(), username, 'Secret123');
  // Possession first: a member whose only bound channel is the e-mail is asked for a mailed code alone.
  await expect(step.locator('[role="tab"]')).toHaveCount(0);
  await expect(step.getByLabel('E-mail code')).toBeVisible();

  // The address and the captcha are checked before the code is sent.
  await step.getByTestId('new-ip-email').fill('not-an-address');
  await step.getByTestId('send-code').click();
  await expect(step.getByTestId('error-newIpEmail')).toHaveText('E-mail format is incorrect');
  await expect(step.getByTestId('error-newIpEmailCaptcha')).toBeVisible();
  await step.getByTestId('new-ip-email').fill(address);
  await fillImageCaptcha(other, step);
  await step.getByTestId('send-code').click();
  await expect(step.getByTestId('send-code')).toContainText('Resend in');
  await expect.poll(async () => smsCode(await latestMessage(other, 'email', address))).not.toBe(bindCode);
  const code = smsCode(await latestMessage(other, 'email', address));
  // The sent code's captcha is gone: it was single-use.
  await expect(step.getByTestId('captcha-image')).toHaveCount(0);

  // A wrong code is refused; the member stays on the e-mail method, and the refusal's image
  // captcha is the only captcha on the form (the code already sent stays valid).
  await answerNewIpStep(other, step, code === '000000' ? '111111' : '000000');
  await expect(step.getByTestId('form-alert')).toContainText('Verification failed');
  await expect(step.getByTestId('new-ip-email')).toBeVisible();
  await expect(step.getByTestId('captcha-image')).toHaveCount(1);
  await expect(step.getByTestId('new-ip-email-captcha')).toHaveCount(0);
  await fillImageCaptcha(other, step);
  await answerNewIpStep(other, step, code);
  await expect(modal(other, 'loginPopupModal')).toHaveCount(0);
  await expect(other.getByTestId('account-trigger')).toContainText(username);
  await away.close();
});

test('a birthday must make the member 21, in registration and in my account', async ({ page }) => {
  test.setTimeout(60_000);
  await useLanguage(page, 'EN');
  await hideAnnouncements(page);
  const young = `${new Date().getUTCFullYear() - 20}-01-01`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() });
  await page.goto('/');
  await page.getByTestId('header-signup').click();
  const dialog = modal(page, 'registerModal');
  await dialog.getByLabel('Birthday').fill(young);
  await dialog.getByTestId('register-submit').click();
  await expect(dialog.getByTestId('error-birthday')).toHaveText('Please confirm you are 21 years old');
  await page.keyboard.press('Escape');

  const username = uniqueUsername('b');
  await registerByUsername(page, { username, password: 'Secret123' });
  await page.goto('/member?page=securityCenter');
  const profile = page.getByTestId('profile-form');
  await profile.getByLabel('Birthday').fill(young);
  await profile.getByTestId('profile-save').click();
  await expect(profile.getByTestId('error-birthday')).toHaveText('Please confirm you are 21 years old');
  await profile.getByLabel('Birthday').fill('1990-05-20');
  await profile.getByTestId('profile-save').click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
});
