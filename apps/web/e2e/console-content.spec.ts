import { expect, test } from '@playwright/test';
import type { Resources } from '@fortuna/contracts';
import { useLanguage } from './helpers';
import { ownClientAddressPerTest } from './identity-helpers';
import { openSignedIn } from './console-helpers';
import { newStaff, sharedOwnerToken } from './console-staff-helpers';

ownClientAddressPerTest();

/**
 * The console's Content page (issue 19, content.manage): a content staff member (signed in with
 * an authenticator code) publishes a home banner with a picture cropped in the browser, and a
 * player notice; the player site shows both. The banner is removed and the notice disabled at the
 * end, from the console too, so the other specs see the demo content.
 */
test('a content staff member publishes a banner with a picture and a notice: the player site shows both', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await sharedOwnerToken(request);
  const staff = await newStaff(request, owner, 'content', 'cnt');
  const stamp = Date.now().toString(36);
  const bannerTitle = `E2E banner ${stamp}`;
  const noticeTitle = `E2E notice ${stamp}`;

  await openSignedIn(page, staff.token, '/console/content');
  await expect(
    page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Content' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Banners' })).toBeVisible();
  // Any real picture will do: a screenshot of the console itself, wider than the slot's ratio.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 500 } });

  await page.getByRole('button', { name: 'Add banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Home banner' });
  await dialog.getByLabel('Language').selectOption('EN');
  await dialog.getByLabel('Title', { exact: true }).fill(bannerTitle);
  await dialog.getByLabel('Subtitle').fill('Published from the console');
  await dialog.getByLabel('Link').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Publish banner' }).click();
  await expect(dialog.getByText('An in-site path such as /live, or an https address.').first()).toBeVisible();
  await dialog.getByLabel('Link').fill('/live');
  await dialog.getByLabel('Picture', { exact: true }).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: picture,
  });
  await expect(dialog.getByRole('img', { name: 'Crop of banner.png: drag to move' })).toBeVisible();
  await expect(dialog.getByText(/Sent at \d+ × \d+/)).toBeVisible();
  // Zoomed in 4×, the crop is too small for the 1920-pixel slot: refused before anything is saved.
  await dialog.getByLabel('Zoom').fill('4');
  await expect(dialog.getByTestId('crop-quality')).toContainText('at least 960 pixels wide');
  await dialog.getByRole('button', { name: 'Publish banner' }).click();
  await expect(dialog.getByText(/Too small for this slot/).first()).toBeVisible();
  await dialog.getByLabel('Zoom').fill('1.2');
  await expect(dialog.getByTestId('crop-quality')).toContainText('may look soft');
  await dialog.getByRole('button', { name: 'Publish banner' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Banners' }).getByRole('row').filter({ hasText: bannerTitle });
  await expect(row).toContainText('Live');
  await expect(row.getByRole('img', { name: `Picture of ${bannerTitle}` })).toBeVisible();

  await page.getByRole('tab', { name: 'Announcements' }).click();
  await page.getByRole('button', { name: 'Add announcement' }).click();
  const notice = page.getByRole('dialog', { name: 'New announcement' });
  await notice.getByLabel('Type').selectOption('PL');
  await notice.getByLabel('Language').selectOption('EN');
  await notice.getByLabel('Title', { exact: true }).fill(noticeTitle);
  await notice.getByLabel('Text', { exact: true }).fill('Shown in the marquee at once');
  await notice.getByRole('button', { name: 'Publish announcement' }).click();
  await expect(notice).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Announcements' }).getByRole('row').filter({ hasText: noticeTitle }),
  ).toContainText('Live');

  // The player site, in English: the banner (with the uploaded picture) and the notice in the marquee.
  const site = await page.context().newPage();
  await useLanguage(site, 'EN');
  await site.goto('/');
  // The new banner is one slide of the home carousel: shown when its dot is chosen.
  const banners = site.getByTestId('banners-w_home');
  const slide = banners.locator(`img[alt="${bannerTitle}"]`);
  await expect(slide).toBeAttached();
  const dots = banners.getByRole('button', { name: /^Show slide \d+$/ });
  for (let i = 0; i < (await dots.count()) && !(await slide.isVisible()); i++) {
    await dots.nth(i).click();
    await site.waitForTimeout(1200); // the slide transition (spec §9: 1000 ms)
  }
  await expect(banners.getByRole('img', { name: bannerTitle })).toBeVisible();
  expect(await slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await slide.getAttribute('src');
  expect(src).toMatch(/\/banner-images\/\d+-[0-9a-f]{12}\.png$/);
  const image = await request.get(src ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  await expect(site.getByTestId('notice-marquee')).toContainText(noticeTitle);

  // Off the site again, from the console.
  await page.getByRole('button', { name: `Disable: ${noticeTitle}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`${noticeTitle} is off the site.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Banners' }).click();
  await page.getByRole('button', { name: `Remove: ${bannerTitle}` }).click();
  await page.getByRole('dialog').getByLabel('Reason (optional, kept on the audit log)').fill('E2E clean-up');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${bannerTitle} was removed.`)).toBeVisible();
  await site.reload();
  await expect(site.getByTestId('notice-marquee')).not.toContainText(noticeTitle);
  await expect(site.getByTestId('banners-w_home').locator(`img[alt="${bannerTitle}"]`)).toHaveCount(0);
});

/**
 * App download links (content.manage): an http address is refused at its field (the side menu's
 * QR codes are scanned by phones: https only); an https one is what the site's status serves.
 */
test('a content staff member changes the Android app link: the site serves it; http is refused at the field', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await sharedOwnerToken(request);
  const staff = await newStaff(request, owner, 'content', 'cnt');
  const resources = async () =>
    ((await (await request.get('/wps/system/status')).json()) as { value: { info: { resources: Resources } } }).value
      .info.resources;
  const before = await resources();
  const next = `https://apps.example.com/fortuna-${Date.now().toString(36)}.apk`;
  try {
    await openSignedIn(page, staff.token, '/console/content?tab=apps');
    const android = page.getByLabel('Android app');
    await expect(android).toHaveValue(before.androidAppUrl);
    await android.fill('http://apps.example.com/fortuna.apk');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('An https address, such as https://apps.example.com/app.')).toBeVisible();
    await expect(android).toHaveAttribute('aria-invalid', 'true');
    await android.fill(next);
    await page.getByLabel('Reason (optional, kept on the audit log)').fill('New APK build');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('App links saved')).toBeVisible();
    await expect.poll(async () => (await resources()).androidAppUrl, { timeout: 5000 }).toBe(next);
    expect((await resources()).iosAppUrl).toBe(before.iosAppUrl);
  } finally {
    await request.put('/console/api/content/app-links', {
      headers: { Authorization: `Bearer ${staff.token}` },
      data: { androidAppUrl: before.androidAppUrl },
    });
  }
});

/**
 * Mirrors (content.manage): a content staff member adds a mirror (an http one is refused at its
 * field), the player site's mirror page lists it, and removing it takes it off again.
 */
test('a content staff member adds a mirror the site lists, then removes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await sharedOwnerToken(request);
  const staff = await newStaff(request, owner, 'content', 'cnt');
  const stamp = Date.now().toString(36);
  const label = `Mirror E2E ${stamp}`;
  const url = `https://m-${stamp}.fortuna.example`;

  await openSignedIn(page, staff.token, '/console/content?tab=mirrors');
  await page.getByRole('button', { name: 'Add mirror' }).click();
  const dialog = page.getByRole('dialog', { name: 'New mirror' });
  await dialog.getByLabel('Address').fill(`http://m-${stamp}.fortuna.example`);
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Address').fill(url);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Mirror sites' }).getByRole('row').filter({ hasText: label }),
  ).toBeVisible();

  const site = await page.context().newPage();
  await useLanguage(site, 'EN');
  await site.goto('/mirror');
  await expect(site.getByText(label)).toBeVisible();

  await page.getByRole('button', { name: `Remove: ${label}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${label} was removed.`)).toBeVisible();
  await site.reload();
  await expect(site.getByRole('heading').first()).toBeVisible();
  await expect(site.getByText(label)).toHaveCount(0);
});
