import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ownClientAddressPerTest } from './identity-helpers';
import { openSignedIn, ownerToken } from './console-helpers';

ownClientAddressPerTest();

/**
 * The console's owner pages (issue 19): Reports (range, tabs, CSV download), Jobs and System
 * (run a job now with a reason), Brand settings (maintenance on from the console shows on the
 * player site; ended early). One worker, one owner login for the three: the authenticator takes
 * each code once, and parallel logins of the same account would race for it.
 */
test.describe.configure({ mode: 'serial' });
let ownerSession: string | undefined;
const owner = async (request: APIRequestContext) => (ownerSession ??= await ownerToken(request));

test('an owner opens Reports, switches tabs and downloads the cashier CSV', async ({ page, request }) => {
  const token = await owner(request);
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

test('an owner runs a job now with a reason, then looks at the system', async ({ page, request }) => {
  const token = await owner(request);
  await openSignedIn(page, token, '/console/');
  const nav = page.getByRole('navigation', { name: 'Console pages' });
  await nav.getByRole('link', { name: 'Jobs' }).click();
  const grid = page.getByRole('table', { name: 'Jobs' });
  const row = grid.getByRole('row').filter({ hasText: 'reports.day-figures-week' });
  await expect(row).toBeVisible();

  // The reason is required before the run.
  await row.getByRole('button', { name: 'Run reports.day-figures-week now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run reports.day-figures-week now' });
  await dialog.getByRole('button', { name: 'Run now' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reason').fill('Refresh the week after a vendor correction');
  await dialog.getByRole('button', { name: 'Run now' }).click();
  await expect(dialog.getByText(/^Succeeded \(period /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(row.getByText('Succeeded').first()).toBeVisible();

  // The audit log keeps the run with its reason.
  const audit = await request.get('/console/api/audit?action=job.runNow', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(JSON.stringify(await audit.json())).toContain('Refresh the week after a vendor correction');

  await nav.getByRole('link', { name: 'System' }).click();
  await expect(page.getByRole('heading', { name: 'System', level: 1 })).toBeVisible();
  await expect(page.getByTestId('system-database')).toContainText('OK');
  await expect(page.getByRole('table', { name: 'Server instances' }).getByText('Live').first()).toBeVisible();
});

test('an owner turns maintenance on, the player site shows it, then ends it', async ({ page, browser, request }) => {
  const token = await owner(request);
  await openSignedIn(page, token, '/console/');
  await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Brand settings' }).click();
  await expect(page.getByRole('heading', { name: 'Brand settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'White-label flags' })).toBeVisible();
  await expect(page.getByTestId('fixed-reason')).not.toBeEmpty();

  await page.getByRole('button', { name: 'Schedule maintenance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule maintenance' });
  await dialog.getByLabel('Note').fill('e2e: console maintenance');
  await dialog.getByLabel('Reason').fill('Database upgrade rehearsal');
  await dialog.getByRole('button', { name: 'Schedule maintenance' }).click();
  await expect(dialog).toBeHidden();
  const running = page.getByTestId('maintenance-window').filter({ hasText: 'e2e: console maintenance' });
  await expect(running.getByText('Running')).toBeVisible();

  try {
    // The player site on the same server shows the maintenance screen.
    const player = await browser.newPage();
    await player.goto('/');
    await expect(player.getByTestId('maintenance-screen')).toBeVisible();
    await player.close();
  } finally {
    await running.getByRole('button', { name: 'End now' }).click();
    const end = page.getByRole('dialog', { name: 'End this maintenance now' });
    await end.getByLabel('Reason').fill('Rehearsal done');
    await end.getByRole('button', { name: 'End now' }).click();
    await expect(end).toBeHidden();
  }
  await expect(running.getByText('Ended')).toBeVisible();
  const status = await (await page.request.get('/wps/system/status')).json();
  expect(status.value.status).not.toBe(1);
});
