import { expect, test } from '@playwright/test';
import { useLanguage } from './helpers';
import { playSlotRounds, slotGameTaking } from './bets-helpers';
import { ownClientAddressPerTest, registerByUsername, uniqueUsername } from './identity-helpers';
import { staffCall, staffToken } from './operator-api';
import { forEachScreen, shoot } from './screenshot-helpers';
import { depositThroughSandbox, ensureWithdrawPassword, WITHDRAW_PASSWORD } from './transfer-helpers';

ownClientAddressPerTest();

/**
 * Visual review (SCREENSHOTS=1 only) of the record pages in the brand's zone: the account record
 * after a deposit, bets, a paid and a rejected withdrawal; the betting record, profit and loss and
 * the withdraw page with their zone notes. Desktop 1920×1080 and phone 390×844, EN and TY.
 */
const PASSWORD = 'Record1234';

forEachScreen((size, lang) => {
  test(`record pages ${size.name} ${lang}`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    // Set-up steps run at a desktop size in English; each shot at its own size and language.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await useLanguage(page, 'EN');
    await registerByUsername(page, { username: uniqueUsername('rs'), password: PASSWORD });
    await depositThroughSandbox(page, '500');
    await playSlotRounds(page, (await slotGameTaking(page, 'RNG', '1.00')).nodeId, '1.00', 5);
    await ensureWithdrawPassword(page, PASSWORD);
    await page.goto('/member?page=withdraw');
    await page.getByTestId('payout-add').click();
    const accountForm = page.getByTestId('payout-form');
    await accountForm.getByLabel('E-wallet provider').fill('GCash');
    await accountForm.getByLabel('Account holder').fill('Maria Santos');
    await accountForm.getByLabel('E-wallet number').fill('0917-555-4321');
    await accountForm.getByLabel('Login password').fill(PASSWORD);
    await accountForm.getByTestId('payout-save').click();
    await expect(page.getByTestId('payout-item')).toHaveCount(1);
    const token = await staffToken(request);
    for (const [amount, decision] of [
      ['100', 'approve'],
      ['150', 'reject'],
    ] as const) {
      const form = page.getByTestId('withdraw-form');
      await form.getByTestId('withdraw-amount').fill(amount);
      await form.getByTestId('withdraw-password').fill(WITHDRAW_PASSWORD);
      await form.getByTestId('withdraw-submit').click();
      await expect(form.getByTestId('withdraw-done')).toBeVisible();
      const orderNo = /W\d{16}/.exec((await form.getByTestId('withdraw-done').textContent()) ?? '')?.[0] ?? '';
      await staffCall(request, token, 'POST', `/console/api/cashier/withdrawals/${orderNo}/${decision}`, { note: '' });
      await page.reload();
    }

    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [name, testId] of [
      ['account-record', 'account-records'],
      ['bet-records', 'bet-records'],
      ['profit-report', 'profit-report'],
      ['withdraw-records', 'withdraw-page'],
    ] as const) {
      const route = {
        'account-record': 'transactionHistory',
        'bet-records': 'personalHistoryCopy',
        'profit-report': 'personalProfit',
        'withdraw-records': 'withdraw',
      }[name];
      await page.goto(`/member?page=${route}`);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByTestId('zone-note').first()).toBeVisible();
      await shoot(page, name, { size, lang }, { fullPage: true, settleMs: 600 });
    }
    await context.close();
  });
});
