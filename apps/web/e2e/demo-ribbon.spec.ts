import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';

/**
 * Demo mode (issue 17, finding 1): while the server opens the dev inbox or the sandbox gateway,
 * every screen carries a "demo" ribbon in the visitor's language; the dev inbox answers only on
 * the server's own machine (the e2e servers run demo mode on loopback).
 */
const OUT = new URL('../../../screenshots/', import.meta.url).pathname;

for (const [lang, label] of [
  ['EN', 'Demo'],
  ['TY', 'Demo'],
  ['TH', 'เดโม'],
] as const) {
  test(`the demo ribbon shows in ${lang} while demo mode is on, and never takes a click`, async ({ page }) => {
    await useLanguage(page, lang);
    await page.goto('/');
    const ribbon = page.getByTestId('demo-ribbon');
    await expect(ribbon).toBeVisible();
    await expect(ribbon.locator('.demo-ribbon__label')).toHaveText(label);
    await expect(ribbon).toHaveCSS('pointer-events', 'none');
    if (lang === 'EN') {
      await expect(ribbon.locator('.demo-ribbon__hint')).toHaveText('No real money');
      await expect(ribbon).toContainText('sandbox gateway: no real money moves');
      await expect(ribbon).toContainText('dev inbox');
    }
    if (process.env.SCREENSHOTS) {
      await page.screenshot({ path: `${OUT}demo-ribbon-${lang}.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(ribbon).toBeVisible();
      await page.screenshot({ path: `${OUT}demo-ribbon-${lang}-phone.png` });
    }
  });
}

test('the ribbon follows the server: gone when it reports no demo mode', async ({ page }) => {
  await page.route('**/wps/system/status', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { demo: object } };
    body.value.demo = { devInbox: false, sandboxGateway: false };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('demo-ribbon')).toHaveCount(0);
});

test('the dev inbox page lists messages on this machine, and is not available through a proxy', async ({ browser }) => {
  const local = await browser.newPage();
  await useLanguage(local, 'EN');
  await local.goto('/dev/inbox');
  await expect(local.getByTestId('dev-message').first().or(local.getByText('No messages yet'))).toBeVisible();
  await expect(local.getByText('The dev inbox is not available')).toHaveCount(0);
  await local.close();

  // The e2e server trusts 127.0.0.1 as a proxy: a forwarded client is someone elsewhere.
  const away = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '100.64.0.9' } });
  const page = await away.newPage();
  await useLanguage(page, 'EN');
  await page.goto('/dev/inbox');
  await expect(page.getByText('The dev inbox is not available')).toBeVisible();
  await away.close();
});
