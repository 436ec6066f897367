import { expect, test } from '@playwright/test';
import { ownClientAddressPerTest } from './identity-helpers';
import { openSignedIn, ownerToken } from './console-helpers';

ownClientAddressPerTest();

/**
 * The console's languages (EN, TY, TH): the switcher on the sign-in card and in the top bar,
 * <html lang>, the choice kept across a reload (localStorage, apart from the player site's `lang`),
 * dates in the language, and an error of the catalogue in the language.
 */
test('the console switches language, keeps it, and words pages, dates and errors in it', async ({ page, request }) => {
  // The owner's sign-in may wait for the next authenticator step (another spec used this one).
  test.setTimeout(90_000);
  await page.goto('/console/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Language').selectOption('th');
  await expect(page.getByRole('heading', { name: 'คอนโซลผู้ให้บริการ' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  // A wrong password answers with the catalogue's Thai text.
  await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('nobody.lang');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'ดำเนินการต่อ' }).click();
  await expect(page.getByText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'คอนโซลผู้ให้บริการ' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fortuna.console.lang'))).toBe('th');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();

  const token = await ownerToken(request);
  await openSignedIn(page, token, '/console/staff');
  const nav = page.getByRole('navigation', { name: 'หน้าของคอนโซล' });
  await expect(nav.getByRole('link', { name: 'พนักงานและบทบาท' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'พนักงานและบทบาท', level: 1 })).toBeVisible();
  // Thai dates keep the Gregorian year of the inputs and reports.
  await expect(page.getByRole('table').getByText(String(new Date().getFullYear())).first()).toBeVisible();

  await page.getByTestId('signed-in').getByLabel('ภาษา').selectOption('ty');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { name: 'Staff at mga role', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mga pahina ng console' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff at mga role', level: 1 })).toBeVisible();

  await page.getByTestId('signed-in').getByLabel('Wika').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Staff and roles', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
