import { expect, test, type Page } from '@playwright/test';
import { modal, useLanguage } from './helpers';
import { expectHeaderBalance } from './transfer-helpers';
import {
  loginWithPassword,
  ownClientAddressPerTest,
  registerByUsername,
  signOut,
  uniqueUsername,
} from './identity-helpers';

ownClientAddressPerTest();

/**
 * Issue 18 items 1 and 6: a change of session (log out, free play, log in as another member)
 * drops everything of the last member — the header balance, toasts, modals — and the phone's
 * side menu closes when 'Free play' in it starts a session.
 */
const PASSWORD = 'Scope1234';
const balance = (page: Page) => page.getByTestId('header-balance-value');
const toasts = (page: Page) => page.locator('.toaster .toast');

/** 'Free play' where the screen offers it: the header on a desktop, the side menu on a phone. */
async function freePlay(page: Page, size: 'desktop' | 'phone'): Promise<void> {
  if (size === 'desktop') return page.getByTestId('site-header').getByTestId('free-play').click();
  await page.getByTestId('menu-button').click();
  await page.getByTestId('side-menu').getByTestId('free-play').click();
}

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  test.describe(`on ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the next session never sees the last member's balance or toasts", async ({ page }) => {
      test.setTimeout(60_000);
      await useLanguage(page, 'EN');
      const username = uniqueUsername('scope');
      await registerByUsername(page, { username, password: PASSWORD });
      await expect(balance(page)).toHaveText(/₱\s?0\.00/);
      // The new member's welcome is on screen when they leave.
      await expect(toasts(page)).not.toHaveCount(0);

      await signOut(page);
      await expect.soft(toasts(page)).toHaveCount(0, { timeout: 1_000 });

      await freePlay(page, size.name);
      await expect(page.getByTestId('account-trigger')).toHaveAttribute('data-trial', 'true');
      await expect.soft(balance(page)).toHaveText(/10,000\.00/);
      // Had it shown the last member's, the trial's own comes with 'refresh' (as in the report).
      await expectHeaderBalance(page, 10_000);

      await signOut(page);
      await loginWithPassword(page, username, PASSWORD);
      await expect(page.getByTestId('account-trigger')).not.toHaveAttribute('data-trial', 'true');
      await expect(balance(page)).toHaveText(/₱\s?0\.00/);
    });
  });
}

test('a session ended elsewhere (a 401) takes its toasts and balance with it', async ({ page }) => {
  await useLanguage(page, 'EN');
  await page.goto('/');
  await freePlay(page, 'desktop');
  await expect(balance(page)).toHaveText(/10,000\.00/);
  await expect(toasts(page)).not.toHaveCount(0);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const out = await page.request.delete('/wps/session/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.ok()).toBe(true);
  await page.getByTestId('balance-refresh').click();
  await expect(modal(page, 'loginPopupModal')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0, { timeout: 1_000 });
  await expect(balance(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("'Free play' in the side menu closes the menu", async ({ page }) => {
    await useLanguage(page, 'EN');
    await page.goto('/');
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    await menu.getByTestId('free-play').click();
    await expect(page.getByTestId('account-trigger')).toHaveAttribute('data-trial', 'true');
    await expect(menu).toHaveCount(0);
  });
});
