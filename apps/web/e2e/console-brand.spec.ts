import { expect, test } from '@playwright/test';
import { ownClientAddressPerTest } from './identity-helpers';
import { openSignedIn, ownerToken } from './console-helpers';

ownClientAddressPerTest();

/**
 * The console's Brand settings (issue 19, owners): maintenance turned on from the console shows
 * on the player site at once, and ending it early opens the site again. The window lasts only as
 * long as this test (a few seconds) on the shared server.
 */
test('an owner turns maintenance on, the player site shows it, then ends it', async ({ page, browser }) => {
  const token = await ownerToken(page.request);
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
