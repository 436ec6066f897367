import { expect, test, type Page } from '@playwright/test';
import {
  forEachScreen,
  screenContext,
  shoot,
  signInForScreens,
  type ScreenLang,
  type ScreenSize,
} from './screenshot-helpers';
import { ensureWithdrawPassword } from './transfer-helpers';

/**
 * Visual review of transferFund, transferUpline and the agent's downline transfer (SCREENSHOTS=1
 * only): desktop and phone, EN and TY, into /work/main/screenshots.
 */
/**
 * Sets the withdraw password in My account at desktop width (its panels are not what this review
 * is about), then turns to the size and language under review.
 */
async function withWithdrawPassword(page: Page, password: string, size: ScreenSize, lang: ScreenLang) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await ensureWithdrawPassword(page, password);
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

forEachScreen((size, lang) => {
  test(`transfer pages ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(150_000);
    const context = await screenContext(browser, size);
    const page = await context.newPage();
    const shot = (name: string) => shoot(page, name, { size, lang }, { fullPage: true });
    await signInForScreens(page, 'demo', 'Demo1234');
    await expect(page.getByTestId('account-trigger')).toBeVisible();
    await withWithdrawPassword(page, 'Demo1234', size, lang);

    await page.goto('/member?page=transferFund');
    await expect(page.getByTestId('wallet-transfer-form')).toBeVisible();
    await page.locator('#wallet-transfer-amount').fill('999999');
    await page.getByTestId('wallet-transfer-submit').click();
    await expect(page.getByTestId('wallet-transfer-error')).toBeVisible();
    await shot('transfer-fund');

    await page.goto('/member?page=transferUpline');
    await expect(page.getByTestId('upline-form')).toBeVisible();
    await expect(page.getByTestId('transfer-records').or(page.getByTestId('empty-state'))).toBeVisible();
    await shot('transfer-upline');
    await context.close();
  });

  test(`agent downline transfer ${size.name} ${lang}`, async ({ browser }) => {
    test.setTimeout(150_000);
    const context = await screenContext(browser, size, { isMobile: false, hasTouch: false });
    const page = await context.newPage();
    await signInForScreens(page, 'agent', 'Agent1234');
    // An agent's login lands in the agent centre.
    await expect(page.getByTestId('agent-home').or(page.getByTestId('account-trigger'))).toBeVisible();
    await withWithdrawPassword(page, 'Agent1234', size, lang);
    await page.goto('/agentHome?page=downlineManagmentView');
    await page.locator('tr[data-username="demo"] [data-testid="member-transfer"]').click();
    await expect(page.getByTestId('downline-form')).toBeVisible();
    await expect(page.locator('input[name="downline"]')).toHaveValue('demo');
    await shoot(page, 'agent-downline-transfer', { size, lang }, { fullPage: true });
    await context.close();
  });
});
