import { expect, test, type Locator, type Page } from '@playwright/test';
import { useLanguage } from './helpers';
import { playSlotRounds, slotGameTaking } from './bets-helpers';
import { ownClientAddressPerTest, registerByUsername, uniqueUsername } from './identity-helpers';
import { staffCall, staffToken } from './operator-api';
import {
  depositThroughSandbox,
  ensureWithdrawPassword,
  expectHeaderBalance,
  headerBalance,
  WITHDRAW_PASSWORD,
} from './transfer-helpers';

ownClientAddressPerTest();

/**
 * Issue 18 item 2 and the zone part of item 9: after a deposit, bets and a withdrawal the
 * operator pays, the account record shows the withdrawal as one line with its state, balances of
 * the main wallet only, totals that add up, and the zone its times are in.
 */
const PASSWORD = 'Record1234';
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** "₱1,234.50" → 123450 (cents), signed by a leading "-". */
function cents(text: string | null): number {
  const t = (text ?? '').replace(/\s/g, '');
  const value = Math.round(Number(t.replace(/[^\d.]/g, '')) * 100);
  return t.includes('-') ? -value : value;
}
const centsOf = async (locator: Locator) => cents(await locator.textContent());

/** Binds an e-wallet (the first payout account names the holder) and requests a withdrawal; returns its order number. */
async function withdraw(page: Page, amount: string): Promise<string> {
  await page.goto('/member?page=withdraw');
  await page.getByTestId('payout-add').click();
  const accountForm = page.getByTestId('payout-form');
  await accountForm.getByLabel('E-wallet provider').fill('GCash');
  await accountForm.getByLabel('Account holder').fill('Maria Santos');
  await accountForm.getByLabel('E-wallet number').fill('0917-555-4321');
  await accountForm.getByLabel('Login password').fill(PASSWORD);
  await accountForm.getByTestId('payout-save').click();
  await expect(page.getByTestId('payout-item')).toHaveCount(1);
  const form = page.getByTestId('withdraw-form');
  await form.getByTestId('withdraw-amount').fill(amount);
  await form.getByTestId('withdraw-password').fill(WITHDRAW_PASSWORD);
  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByTestId('withdraw-done')).toBeVisible();
  return /W\d{16}/.exec((await form.getByTestId('withdraw-done').textContent()) ?? '')?.[0] ?? '';
}

for (const size of SIZES) {
  test.describe(`on ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the account record shows a paid withdrawal as one line, main-wallet balances and totals that add up', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      await useLanguage(page, 'EN');
      await registerByUsername(page, { username: uniqueUsername('rec'), password: PASSWORD });
      await depositThroughSandbox(page, '500');
      const slot = await slotGameTaking(page, 'RNG', '1.00');
      await playSlotRounds(page, slot.nodeId, '1.00', 5);
      await ensureWithdrawPassword(page, PASSWORD);
      const orderNo = await withdraw(page, '100');
      await staffCall(
        request,
        await staffToken(request),
        'POST',
        `/console/api/cashier/withdrawals/${orderNo}/approve`,
        {
          note: '',
        },
      );

      await page.goto('/member?page=transactionHistory');
      const record = page.getByTestId('account-records');
      const rows = record.getByTestId('record-row');
      await expect(record.getByTestId('zone-note')).toHaveText('Dates and times in GMT+8');
      await expect(record.getByTestId('record-wallet')).toHaveText('Main wallet');
      // The period switch keeps each choice on one line ("7 days" wrapped inside its button on a phone).
      const heights = await record
        .getByRole('group', { name: 'Date range' })
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height));
      expect(heights.length).toBe(4);
      expect(new Set(heights).size).toBe(1);

      // One line for the withdrawal, with its state; nothing of the held funds.
      const withdrawal = record.locator('[data-event="WITHDRAWAL"]');
      await expect(withdrawal).toHaveCount(1);
      await expect(withdrawal).toContainText('Withdrawal');
      await expect(withdrawal).toContainText('Paid');
      await expect(withdrawal).toContainText(orderNo);
      await expect(withdrawal.locator('.record-row__amount')).toHaveText('-₱100.00');
      await expect(record).not.toContainText(/held|released/i);
      await expect(record.locator('[data-event="DEPOSIT"]')).toHaveCount(1);
      await expect(record.locator('[data-event="BET"]')).toHaveCount(5);

      // Every balance is the main wallet's: the newest is the header's, each follows from the one before.
      const header = Math.round((await headerBalance(page)) * 100);
      await expectHeaderBalance(page, header / 100);
      const count = await rows.count();
      const amounts: number[] = [];
      const balances: number[] = [];
      for (let i = 0; i < count; i += 1) {
        amounts.push(await centsOf(rows.nth(i).locator('.record-row__amount')));
        balances.push(await centsOf(rows.nth(i).getByTestId('record-balance')));
      }
      expect(balances[0]).toBe(header);
      for (let i = 0; i < count - 1; i += 1) expect(balances[i]).toBe((balances[i + 1] ?? 0) + (amounts[i] ?? 0));
      expect(balances[count - 1]).toBe(amounts[count - 1]);

      // Totals add up: in = ₱500 deposit + the wins; out = ₱5 of bets + the ₱100 withdrawal; net = the lines' sum.
      const totals = record.getByTestId('record-totals');
      const wins = amounts.filter((a, i) => a > 0 && i < count - 1).reduce((n, a) => n + a, 0);
      expect(await centsOf(totals.getByTestId('total-in'))).toBe(50_000 + wins);
      expect(await centsOf(totals.getByTestId('total-out'))).toBe(-10_500);
      expect(await centsOf(totals.getByTestId('total-withdrawals'))).toBe(10_000);
      expect(await centsOf(totals.getByTestId('total-bets'))).toBe(500);
      expect(await centsOf(totals.getByTestId('total-net'))).toBe(amounts.reduce((n, a) => n + a, 0));
      expect(await centsOf(totals.getByTestId('total-net'))).toBe(header);
    });
  });
}
