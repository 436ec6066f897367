import { expect, type Page } from '@playwright/test';
import { modal } from './helpers';
import { submitUsernameLogin } from './identity-helpers';
import { sceneTests, type ShotScene } from './screenshot-helpers';
import { loginAsTrial } from './lobby-helpers';

/**
 * Visual review of the identity popups and my account (SCREENSHOTS=1 only): desktop and phone,
 * EN and TY, into /work/main/screenshots.
 */
const openLogin = async (p: Page) => {
  await p.goto('/login');
  await expect(modal(p, 'loginPopupModal')).toBeVisible();
};

/** player2 signed in through the popup, at home. */
const signIn = async (p: Page) => {
  await openLogin(p);
  const dialog = modal(p, 'loginPopupModal');
  await dialog.getByRole('textbox', { name: 'Username' }).fill('player2');
  await dialog.locator('input[name="password"]').fill('Player1234');
  await submitUsernameLogin(p, dialog);
  await expect(p.getByTestId('account-trigger')).toBeVisible();
};

const SCENES: ShotScene[] = [
  {
    name: 'login',
    run: async (p, shot) => {
      await openLogin(p);
      const dialog = modal(p, 'loginPopupModal');
      await dialog.getByTestId('login-submit').click();
      await expect(dialog.getByTestId('form-alert')).toBeVisible();
      await shot('login-errors');
      await dialog.locator('[role="tab"][data-key="sms"]').click();
      await expect(dialog.getByTestId('captcha-image').locator('img')).toBeVisible();
      await shot('login-sms');
      await dialog.getByTestId('country-select').click();
      const list = dialog.getByTestId('country-list');
      await expect(list).toBeVisible();
      await expect
        .poll(() =>
          list
            .locator('img')
            .evaluateAll((imgs) => imgs.slice(0, 5).every((i) => (i as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      await shot('login-country-list');
      await p.keyboard.press('Escape');
      await dialog.getByTestId('send-code').click();
      await expect(dialog.getByTestId('error-mobileNum')).toBeVisible();
      await shot('login-sms-errors');
      await dialog.locator('[role="tab"][data-key="username"]').click();
      await dialog.getByRole('textbox', { name: 'Username' }).fill('demo');
      await dialog.locator('input[name="password"]').fill('Demo1234');
      await dialog.getByTestId('login-submit').click();
      await expect(dialog.getByTestId('slider-piece')).toBeVisible();
      await shot('login-slider');
    },
  },
  {
    name: 'register',
    run: async (p, shot) => {
      await p.goto('/register');
      const dialog = modal(p, 'registerModal');
      await expect(dialog.getByTestId('captcha-image').locator('img')).toBeVisible();
      await dialog.getByTestId('register-submit').click();
      await expect(dialog.getByTestId('error-username')).toBeVisible();
      await shot('register-errors');
      await dialog.locator('[role="tab"][data-key="mobile"]').click();
      await shot('register-mobile');
    },
  },
  {
    name: 'forgot',
    run: async (p, shot) => {
      await openLogin(p);
      await modal(p, 'loginPopupModal').locator('.auth__row .link-button').click();
      const dialog = modal(p, 'forgetPassModal');
      await expect(dialog.getByTestId('captcha-image').locator('img')).toBeVisible();
      await shot('forgot-mobile');
      await dialog.getByTestId('forgot-submit').click();
      await expect(dialog.getByTestId('error-newPassword')).toBeVisible();
      await shot('forgot-mobile-errors');
      await dialog.locator('[role="tab"][data-key="email"]').click();
      await shot('forgot-email');
      await dialog.locator('input[name="username"]').fill('no such name');
      await dialog.locator('input[name="email"]').fill('not-an-address');
      await dialog.getByTestId('forgot-submit').click();
      await expect(dialog.getByTestId('error-email')).toBeVisible();
      await shot('forgot-email-errors');
    },
  },
  {
    name: 'member-modal',
    run: async (p, shot) => {
      await signIn(p);
      await p.getByTestId('account-trigger').click();
      await p.getByTestId('account-memberCenter').click();
      const dialog = modal(p, 'memberCenter');
      await expect(dialog.getByTestId('member-modal-balance')).toContainText('₱');
      await shot('member-centre-modal');
    },
  },
  {
    name: 'logout',
    run: async (p, shot) => {
      await signIn(p);
      await p.getByTestId('account-trigger').click();
      await expect(p.getByTestId('account-list')).toBeVisible();
      await shot('account-menu');
      await p.getByTestId('sign-out').click();
      await expect(modal(p, 'publicModal')).toBeVisible();
      await shot('logout-confirm');
    },
  },
  {
    name: 'trial',
    run: async (p, shot) => {
      await loginAsTrial(p);
      await p.goto('/');
      await p.getByTestId('account-trigger').click();
      await p.getByTestId('account-securityCenter').click();
      await expect(modal(p, 'publicModal')).toBeVisible();
      await shot('trial-need-account');
    },
  },
  {
    name: 'agent',
    run: async (p, shot) => {
      await p.goto('/agent');
      const landing = p.getByTestId('agent-landing');
      await expect(landing.locator('form input[name="username"]')).toBeVisible();
      await shot('agent-login');
      await landing.getByTestId('login-submit').click();
      await expect(landing.getByTestId('form-alert')).toBeVisible();
      await shot('agent-login-errors');
    },
  },
  {
    name: 'account',
    run: async (p, shot) => {
      await signIn(p);
      await p.goto('/member?page=securityCenter');
      await expect(p.getByTestId('security-center')).toBeVisible();
      await p.getByTestId('open-totp').click();
      await expect(p.getByTestId('totp-setup').locator('svg[data-qr]')).toBeVisible();
      await shot('member-security');
      await p.getByTestId('open-change-password').click();
      const change = modal(p, 'changePassModal');
      await expect(change).toBeVisible();
      await shot('change-password');
      await change.locator('input[name="newPassword"]').fill('abc');
      await change.locator('input[name="confirmNewPassword"]').fill('abd');
      await change.getByTestId('change-password-submit').click();
      await expect(change.getByTestId('error-newPassword')).toBeVisible();
      await shot('change-password-errors');
    },
  },
];

sceneTests('identity', SCENES, 60_000);
