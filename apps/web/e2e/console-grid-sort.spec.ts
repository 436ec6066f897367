import { expect, test, type Page } from '@playwright/test';
import { ownClientAddressPerTest } from './identity-helpers';
import { openSignedIn, ownerToken } from './console-helpers';

ownClientAddressPerTest();

/**
 * Grid sorting in the console: a grid that holds every row sorts in the browser (header button,
 * mouse or keyboard, aria-sort); a paged grid sorts on the server (the order goes into the
 * address) or offers no sorting at all, never the page in view only.
 */
const firstLines = async (page: Page, table: string) =>
  (await page.getByRole('table', { name: table }).locator('tbody tr td:first-child').allInnerTexts()).map(
    (text) => text.split('\n')[0]?.trim() ?? '',
  );

test('client grids sort by header, paged grids sort on the server or not at all', async ({ page, request }) => {
  // The owner's sign-in may wait for the next authenticator step (another spec used this one).
  test.setTimeout(90_000);
  const token = await ownerToken(request);
  await openSignedIn(page, token, '/console/staff');
  const staff = page.getByRole('table', { name: 'Staff and roles' });
  await expect(staff.getByRole('row').nth(3)).toBeVisible();
  const unsorted = await firstLines(page, 'Staff and roles');
  const account = staff.getByRole('button', { name: 'Account' });
  await account.click();
  await expect(staff.locator('th[aria-sort="ascending"]')).toHaveText(/Account/);
  const ascending = [...unsorted].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }));
  expect(await firstLines(page, 'Staff and roles')).toEqual(ascending);
  // By keyboard: the header button toggles with Enter.
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(staff.locator('th[aria-sort="descending"]')).toHaveText(/Account/);
  expect(await firstLines(page, 'Staff and roles')).toEqual([...ascending].reverse());
  // A column of lists (allowed addresses) and the actions do not sort.
  await expect(staff.getByRole('columnheader', { name: 'Actions' }).getByRole('button')).toHaveCount(0);
  await expect(staff.getByRole('columnheader', { name: 'Allowed addresses' }).getByRole('button')).toHaveCount(0);

  // Members: paged by the server, which orders by username, registration or last login.
  await page.goto('/console/members');
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.locator('th[aria-sort="descending"]')).toHaveText(/Registered/);
  await members.getByRole('button', { name: 'Username' }).click();
  await expect(page).toHaveURL(/sort=username/);
  await expect(page).toHaveURL(/order=asc/);
  await expect(members.locator('th[aria-sort="ascending"]')).toHaveText(/Username/);
  await members.getByRole('button', { name: 'Username' }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(members.locator('th[aria-sort="descending"]')).toHaveText(/Username/);
  await expect(members.getByRole('columnheader', { name: 'Status' }).getByRole('button')).toHaveCount(0);

  // The audit log is paged and the server keeps its order: no header sorts.
  await page.goto('/console/audit');
  await expect(page.getByTestId('chain-status')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit log' }).locator('thead button')).toHaveCount(0);
});
