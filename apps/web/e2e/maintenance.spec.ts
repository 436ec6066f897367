import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';

test('the maintenance screen shows the end time and a customer-service button', async ({ page, request }) => {
  const status = await (await request.get('/wps/system/status')).json();
  expect(status.value.status).toBe(1);
  const end = new Date(status.value.maintenanceEnd as string);

  await useLanguage(page, 'EN');
  await page.goto('/live');
  const screen = page.getByTestId('maintenance-screen');
  await expect(screen).toBeVisible();
  const time = screen.getByTestId('maintenance-end');
  await expect(time).toHaveAttribute('datetime', status.value.maintenanceEnd);
  const expected = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeStyle: 'short' }).format(end);
  await expect(time).toHaveText(expected);
  await expect(screen.getByTestId('customer-service-button')).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
});
