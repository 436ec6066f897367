import { expect, test } from '@playwright/test';
import { modal, useLanguage } from './helpers';

// These tests start with empty storage: no 'hide today' from the config's default.
test.use({ storageState: { cookies: [], origins: [] } });
test.beforeEach(({ page }) => useLanguage(page, 'EN'));

test.describe('announcement popup', () => {
  test('shows once per session: closed, it stays closed on reload', async ({ page }) => {
    await page.goto('/');
    const popup = modal(page, 'announcementPopup');
    await expect(popup).toBeVisible();
    await expect(popup.locator('.announcement__title').first()).toHaveText(/\S/);
    await popup.getByTestId('announcement-close').click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('home-lobby')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(popup).toHaveCount(0);
  });

  test("'hide today' keeps it away in a new session", async ({ page, context }) => {
    await page.goto('/');
    const popup = modal(page, 'announcementPopup');
    await expect(popup).toBeVisible();
    await popup.getByTestId('announcement-hide-today').check();
    await popup.getByTestId('announcement-close').click();
    expect(await page.evaluate(() => localStorage.getItem('announcementHidden'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A new tab is a new session (empty sessionStorage): still hidden today.
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByTestId('home-lobby')).toBeVisible();
    await other.waitForLoadState('networkidle');
    await expect(modal(other, 'announcementPopup')).toHaveCount(0);
  });

  test('does not cover the login popup of /login', async ({ page }) => {
    await page.goto('/login');
    await expect(modal(page, 'loginPopupModal')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(modal(page, 'announcementPopup')).toHaveCount(0);
  });
});

test.describe('notice popup', () => {
  test('opens from the marquee, pages through notices and shows the detail', async ({ page }) => {
    await page.addInitScript(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      localStorage.setItem('announcementHidden', `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`);
    });
    await page.goto('/');
    await page.getByTestId('notice-marquee').click();
    const notice = modal(page, 'noticeModal');
    await expect(notice).toBeVisible();
    await expect(notice.getByTestId('notice-item')).toHaveCount(9);
    const firstTitle = await notice.getByTestId('notice-item').first().locator('.notice__item-title').textContent();
    await expect(notice.getByTestId('notice-detail').locator('h3')).toHaveText(firstTitle!);

    await notice.getByRole('button', { name: 'Page 2' }).click();
    await expect(notice.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const second = notice.getByTestId('notice-item');
    expect(await second.count()).toBeGreaterThan(0);
    expect(await second.count()).toBeLessThanOrEqual(9);
    await second.last().click();
    await expect(notice.getByTestId('notice-detail').locator('h3')).toHaveText(
      (await second.last().locator('.notice__item-title').textContent())!,
    );

    // Announcements come in chunks of 7.
    await notice.getByRole('tab', { name: 'Announcements' }).click();
    expect(await notice.getByTestId('notice-item').count()).toBeLessThanOrEqual(7);
  });
});
