import { expect, type Page } from '@playwright/test';
import { modal } from './helpers';
import { ownClientAddressPerTest } from './identity-helpers';
import { sceneTests, type ShotScene } from './screenshot-helpers';

ownClientAddressPerTest();

/**
 * Visual review (SCREENSHOTS=1 only) of issue 18 item 10: the sign-up popup's captcha at its
 * own size with its refresh and listen buttons, and with the recording loaded; the login
 * popup's SMS tab, whose captcha has the same parts.
 */
const openSignUp = async (p: Page) => {
  await p.goto('/');
  await p.getByTestId('header-signup').click();
  const dialog = modal(p, 'registerModal');
  await expect(dialog.getByTestId('captcha-image').locator('img')).toBeVisible();
  return dialog;
};

const SCENES: ShotScene[] = [
  {
    name: 'sign-up captcha',
    run: async (p, shot) => {
      const dialog = await openSignUp(p);
      await dialog.getByTestId('captcha-image').scrollIntoViewIfNeeded();
      await shot('captcha-signup');
      await dialog.getByTestId('captcha-listen').click();
      await expect(dialog.getByTestId('captcha-audio')).toBeVisible();
      await dialog.getByTestId('captcha-audio').evaluate((a: HTMLAudioElement) => a.pause());
      await dialog.getByTestId('captcha-audio').scrollIntoViewIfNeeded();
      await shot('captcha-signup-audio');
    },
  },
  {
    name: 'login sms captcha',
    run: async (p, shot) => {
      await p.goto('/login');
      const dialog = modal(p, 'loginPopupModal');
      await dialog.locator('[role="tab"][data-key="sms"]').click();
      await expect(dialog.getByTestId('captcha-image').locator('img')).toBeVisible();
      await shot('captcha-login-sms');
    },
  },
];

sceneTests('captcha', SCENES, 60_000);
