import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ownClientAddressPerTest } from './identity-helpers';
import { openSignedIn, ownerToken } from './console-helpers';

ownClientAddressPerTest();

/** The console's Reports page (issue 19): an owner picks days, switches tabs and downloads a CSV. */
test('an owner opens Reports, switches tabs and downloads the cashier CSV', async ({ page, request }) => {
  const token = await ownerToken(request);
  await openSignedIn(page, token, '/console/');
  const nav = page.getByRole('navigation', { name: 'Console pages' });
  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // The default range: the last 7 days, up to today.
  const from = await page.getByLabel('From', { exact: true }).inputValue();
  const to = await page.getByLabel('To', { exact: true }).inputValue();
  expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
  await expect(page.getByRole('tab', { name: 'Games' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Games' })).toBeVisible();

  // A range past 92 days is refused where it is typed.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await expect(page.getByText('At most 92 days at a time.')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(from);

  // Arrow keys move between the tabs.
  await page.getByRole('tab', { name: 'Games' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Cashier' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=cashier/);
  await expect(page.getByRole('region', { name: 'Cashier' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`cashier-${from}-${to}.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('date,direction,channel,count,amount');
  await expect(page.getByTestId('csv-progress')).toHaveText(/^(\d+) of \1 rows received$/);

  await page.getByRole('tab', { name: 'Members' }).click();
  await expect(page.getByRole('region', { name: 'Members' })).toBeVisible();
});
