import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { ownClientAddressPerTest, registerByUsername, uniqueUsername } from './identity-helpers';
import { openSignedIn } from './console-helpers';
import { newStaff, sharedOwnerToken, openMember } from './console-staff-helpers';

ownClientAddressPerTest();

/** The member's MAIN balance as the member page shows it, in minor units (0 without a wallet yet). */
async function mainBalance(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { name: 'Wallets' })).toBeVisible();
  const cell = page.getByTestId('wallet-MAIN');
  if ((await cell.count()) === 0) return 0;
  return Math.round(Number((await cell.innerText()).replace(/,/g, '')) * 100);
}

/**
 * Maker–checker of manual adjustments (issue 19): above the brand's threshold (1,000.00 by
 * default) a finance staff member's credit waits; the maker may only cancel it (the server refuses
 * self-approval); a second finance staff member approves it and the balance moves exactly once.
 */
test('a large adjustment waits for a second finance member, then applies once', async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  const owner = await sharedOwnerToken(request);
  const maker = await newStaff(request, owner, 'finance', 'mk');
  const checker = await newStaff(request, owner, 'finance', 'ck');
  const username = uniqueUsername('adj');
  const memberContext = await browser.newContext({ locale: 'en-US' });
  const memberPage = await memberContext.newPage();
  await useLanguage(memberPage, 'EN');
  await registerByUsername(memberPage, { username, password: 'Player12345' });
  await memberContext.close();

  // The maker: the menu lists Approvals; the member page offers Adjust balance with the threshold.
  await openMember(page, maker.token, username);
  await expect(
    page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Approvals' }),
  ).toBeVisible();
  const before = await mainBalance(page);
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust the balance of ${username}` });
  await expect(dialog).toContainText('Above 1,000.00');
  await dialog.getByLabel('Amount').fill('0');
  await dialog.getByLabel('Reason').fill('Goodwill for the outage');
  await dialog.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(dialog.getByText('Enter an amount above zero')).toBeVisible();
  await dialog.getByLabel('Amount').fill('1500');
  await dialog.getByLabel('Category').selectOption('compensation');
  await dialog.getByRole('button', { name: 'Adjust', exact: true }).click();
  await expect(dialog.getByTestId('adjust-result')).toHaveAttribute('data-status', 'pending');
  await expect(dialog).toContainText('Waiting for a second approval');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  expect(await mainBalance(page)).toBe(before);

  // The maker's own request: Cancel, never Approve; the server refuses a self-approval all the same.
  await page.goto('/console/approvals');
  const mine = page.getByRole('row').filter({ hasText: username });
  await expect(mine).toContainText('Your request');
  await expect(mine.getByRole('button', { name: /^Cancel request/ })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  const list = await request.get('/console/api/approvals?status=pending&pageSize=100', {
    headers: { Authorization: `Bearer ${maker.token}` },
  });
  const id = (
    (await list.json()) as { value: { list: { id: number; payload: { username: string } }[] } }
  ).value.list.find((a) => a.payload.username === username)?.id;
  expect(id).toBeTruthy();
  const self = await request.post(`/console/api/approvals/${id}/approve`, {
    headers: { Authorization: `Bearer ${maker.token}` },
    data: {},
  });
  expect(((await self.json()) as { code: string }).code).toBe('SELF_APPROVAL_FORBIDDEN');

  // The checker approves; the balance moves once, and a second approval is refused.
  await openSignedIn(page, checker.token, '/console/approvals');
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);
  await row.getByRole('button', { name: /^Approve/ }).click();
  const approve = page.getByRole('dialog', { name: `Approve request #${id}` });
  await expect(approve).toContainText('Goodwill for the outage');
  await approve.getByLabel('Note (optional)').fill('Checked the outage ticket');
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('applied');
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Applied');
  const again = await request.post(`/console/api/approvals/${id}/approve`, {
    headers: { Authorization: `Bearer ${checker.token}` },
    data: {},
  });
  expect(((await again.json()) as { code: string }).code).toBe('APPROVAL_NOT_PENDING');

  await openMember(page, checker.token, username);
  expect(await mainBalance(page)).toBe(before + 150_000);
  await page.reload();
  expect(await mainBalance(page)).toBe(before + 150_000);
});
