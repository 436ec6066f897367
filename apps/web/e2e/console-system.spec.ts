import { expect, test } from '@playwright/test';
import { ownClientAddressPerTest } from './identity-helpers';
import { openSignedIn, ownerToken } from './console-helpers';

ownClientAddressPerTest();

/** The console's Jobs and System pages (issue 19, owners): run a job now with a reason; the deployment's facts. */
test('an owner runs a job now with a reason, then looks at the system', async ({ page, request }) => {
  const token = await ownerToken(request);
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
