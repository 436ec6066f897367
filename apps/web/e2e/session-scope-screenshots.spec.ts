import { expect, test, type Page } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import {
  fillImageCaptcha,
  hideAnnouncements,
  ownClientAddressPerTest,
  signOut,
  uniqueClientIp,
  uniqueUsername,
} from './identity-helpers';
import { forEachScreen, screenContext, shoot, type ScreenSize } from './screenshot-helpers';

/**
 * Visual review (SCREENSHOTS=1 only) of issue 18 item 1: member A signed up (with their welcome
 * toast), signed out, then "Free play" in the same tab — the header shows the trial's ₱10,000.00
 * and none of A's toasts. Desktop and phone, EN and TY (the set-up uses field names, not labels).
 */
ownClientAddressPerTest();

const toasts = (page: Page) => page.locator('.toaster .toast');

async function signUpMemberA(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('header-signup').click();
  const dialog = modal(page, 'registerModal');
  await dialog.locator('input[name="username"]').fill(uniqueUsername('sess'));
  await dialog.locator('input[name="password"]').fill('Session123');
  await dialog.locator('input[name="confirmPassword"]').fill('Session123');
  await fillImageCaptcha(page, dialog);
  await dialog.getByTestId('age-consent').check();
  await dialog.getByTestId('register-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('header-balance-value')).toHaveText(/₱\s?0\.00/);
}

/** "Free play" where the screen offers it: the header on a desktop, the side menu on a phone. */
async function freePlay(page: Page, size: ScreenSize): Promise<void> {
  if (size.name === 'desktop') return page.getByTestId('site-header').getByTestId('free-play').click();
  await page.getByTestId('menu-button').click();
  await page.getByTestId('side-menu').getByTestId('free-play').click();
}

forEachScreen((size, lang) => {
  test(`session change ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(90_000);
    // A client address of its own: sign-up and free play are limited per address and hour.
    const context = await screenContext(browser, size, { extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } });
    const page = await context.newPage();
    await useLanguage(page, lang);
    await hideAnnouncements(page);

    await signUpMemberA(page);
    await expect(toasts(page)).not.toHaveCount(0);
    const memberToasts = await toasts(page).allTextContents();
    await shoot(page, 'session-member-a', { size, lang });

    await signOut(page);
    await expect(toasts(page)).toHaveCount(0);
    await shoot(page, 'session-signed-out', { size, lang });

    await freePlay(page, size);
    await expect(page.getByTestId('account-trigger')).toHaveAttribute('data-trial', 'true');
    await expect(page.getByTestId('header-balance-value')).toHaveText('₱10,000.00');
    for (const text of await toasts(page).allTextContents()) expect(memberToasts).not.toContain(text);
    await shoot(page, 'session-free-play', { size, lang });
    await context.close();
  });
});
